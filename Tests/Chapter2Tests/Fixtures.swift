import MVVMKit

@testable import Chapter2

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
final class CounterView: UIView, IHaveViewModel {
    typealias ViewModel = CounterVM
    private(set) var seen: [Int] = []

    func viewModelChanged(_ viewModel: CounterVM) {
        seen.append(viewModel.count)
    }
}

/// Something a handler can hold on to, to see whether the handler was freed.
final class Token {}

final class Thermometer {
    @Watched var degrees = 20
}

/// The article's wrapper, a struct, kept to show what goes wrong with it.
@propertyWrapper
struct ArticleObservable<Value> {
    let projectedValue = Event<Value>()

    var wrappedValue: Value {
        didSet { projectedValue.raise(wrappedValue) }
    }

    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

final class ArticleThermometer {
    @ArticleObservable var degrees = 20
}

/// A view bound to its view model the way the article's extension does it: its handler for
/// `changed` captures the view model. Kept to show the leak that the kit's binding avoids.
final class ArticleBoundView: IHaveAnyViewModel {
    private var stored: CounterVM?

    var anyViewModel: Any? {
        get { stored }
        set {
            stored?.changed.unsubscribe(self)
            let viewModel = newValue as? CounterVM
            stored = viewModel
            viewModel?.changed.subscribe(self) { _ in
                _ = viewModel?.count  // the capture: the event now holds its own view model
            }
        }
    }
}

/// A SwiftUI screen shown with its orders in, and the bodies that took.
func showWithOrders<Screen: View>(
    _ make: (OrdersProvider) -> Screen
) async -> UIHostingController<Screen> {
    let provider = OrdersProvider()
    let screen = UIHostingController(rootView: make(provider))
    _ = screen.contentLines()
    await provider.answered()
    _ = screen.contentLines()
    return screen
}
