import Foundation
import MVVMKit

// Handing view models to views, as a table hands them to its cells: per view, with 10 views
// and with 10,000. The kit keeps each view model in a side table, so this is where a table
// that grew with every view would show.

final class RowVM: INotifyOnChanged {}

final class RowView: IHaveViewModel {
    typealias ViewModel = RowVM
    var redraws = 0

    func viewModelChanged(_ viewModel: RowVM) {
        redraws += 1
    }
}

/// The same view with the view model in a stored property, by hand.
final class PlainRowView {
    var redraws = 0
    var viewModel: RowVM? {
        didSet { redraws += 1 }
    }
}

func bindingCases(views total: Int) -> [Case] {
    let byHand = Case("set a view model stored in the view, by hand") {
        let views = (0..<total).map { _ in PlainRowView() }
        let viewModels = (0..<total).map { _ in RowVM() }
        return timed(total) {
            for (view, viewModel) in zip(views, viewModels) { view.viewModel = viewModel }
            consume(views[0].redraws)
        }
    }
    var atTen: Case?
    var cases = [byHand]
    for count in [10, 10_000] {
        let binding = Case(
            "bind view models to \(count) views, per view", floor: atTen ?? byHand,
            target: count == 10_000 ? 1.5 : nil
        ) {
            // `total` views in all, `count` alive at a time; only the binding is timed.
            var nanoseconds = 0.0
            for _ in 0..<(total / count) {
                let views = (0..<count).map { _ in RowView() }
                let viewModels = (0..<count).map { _ in RowVM() }
                nanoseconds += timed(1) {
                    for (view, viewModel) in zip(views, viewModels) { view.viewModel = viewModel }
                }
                consume(views[0].redraws)
            }
            return nanoseconds / Double(total)
        }
        atTen = atTen ?? binding
        cases.append(binding)
    }
    return cases
}
