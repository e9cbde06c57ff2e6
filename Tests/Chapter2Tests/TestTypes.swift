import MVVMKit

// Small types of the tests' own, so each claim is checked apart from the chapter's story.

final class Listener {
    let name: String

    init(name: String) {
        self.name = name
    }
}

final class CounterVM: INotifyOnChanged {
    var count = 0
}

/// A view that records every `viewModelChanged` it gets.
final class CounterView: IHaveViewModel {
    typealias ViewModel = CounterVM
    private(set) var seen: [Int] = []

    func viewModelChanged(_ viewModel: CounterVM) {
        seen.append(viewModel.count)
    }
}

/// Something a handler can hold on to, to see whether the handler was freed.
final class Token {}
