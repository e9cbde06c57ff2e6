import Foundation
import MVVMKit

// Handing view models to views, as a table hands them to its cells: per view, with 10 views
// and with 10,000, against the same binding written by hand. The kit attaches each view model
// to its view and each `changed` event to its view model, as associated objects; the views
// are all `UIView`s, as a table's cells are.

final class RowVM: INotifyOnChanged {}

final class RowView: UIView, IHaveViewModel {
    typealias ViewModel = RowVM
    var redraws = 0

    func viewModelChanged(_ viewModel: RowVM) {
        redraws += 1
    }
}

/// A view model that keeps its own `changed` event, which `INotifyOnChanged` then uses instead
/// of attaching one.
final class RowVMWithItsEvent: INotifyOnChanged {
    let changed = Event<Void>()
}

final class RowViewOfVMWithItsEvent: UIView, IHaveViewModel {
    typealias ViewModel = RowVMWithItsEvent
    var redraws = 0

    func viewModelChanged(_ viewModel: RowVMWithItsEvent) {
        redraws += 1
    }
}

/// The floor's view model: its `changed` event is a stored property.
final class PlainRowVM {
    let changed = Event<Void>()
}

/// The binding written by hand: the view stores its view model, draws it, and subscribes to
/// its `changed` event, leaving the old one's.
final class PlainRowView: UIView {
    var redraws = 0
    var viewModel: PlainRowVM? {
        didSet {
            oldValue?.changed.unsubscribe(self)
            guard let viewModel else { return }
            redraws += 1
            viewModel.changed.subscribe(self) { view in view.redraws += 1 }
        }
    }
}

func bindingCases(views total: Int) -> [Case] {
    var cases: [Case] = []
    for count in [10, 10_000] {
        let byHand = Case("bind view models to \(count) views by hand, per view") {
            bindAndUnbind(total: total, count: count, PlainRowView.init, PlainRowVM.init) {
                $0.viewModel = $1
            }.bind
        }
        let unbindByHand = Case("unbind \(count) views by hand, per view") {
            bindAndUnbind(total: total, count: count, PlainRowView.init, PlainRowVM.init) {
                $0.viewModel = $1
            }.unbind
        }
        // No target: the kit's binding attaches the view model and, the first time, makes and
        // attaches its `changed` event, which the hand-written view does not do (see
        // docs/performance.md).
        let binding = Case("bind view models to \(count) views, per view", floor: byHand) {
            bindAndUnbind(total: total, count: count, RowView.init, RowVM.init) {
                $0.viewModel = $1
            }.bind
        }
        let unbinding = Case("unbind \(count) views, per view", floor: unbindByHand) {
            bindAndUnbind(total: total, count: count, RowView.init, RowVM.init) {
                $0.viewModel = $1
            }.unbind
        }
        let withItsEvent = Case(
            "bind VMs with a stored changed to \(count) views, per view", floor: byHand
        ) {
            bindAndUnbind(
                total: total, count: count, RowViewOfVMWithItsEvent.init, RowVMWithItsEvent.init
            ) {
                $0.viewModel = $1
            }.bind
        }
        cases += [byHand, unbindByHand, binding, unbinding, withItsEvent]
    }
    return cases
}

/// Binds `total` views in all, `count` alive at a time, then unbinds them; only the binding
/// and the unbinding are timed, in nanoseconds per view.
func bindAndUnbind<View: AnyObject, ViewModel: AnyObject>(
    total: Int, count: Int, _ makeView: () -> View, _ makeViewModel: () -> ViewModel,
    set: (View, ViewModel?) -> Void
) -> (bind: Double, unbind: Double) {
    var binding = 0.0
    var unbinding = 0.0
    for _ in 0..<(total / count) {
        let views = (0..<count).map { _ in makeView() }
        let viewModels = (0..<count).map { _ in makeViewModel() }
        binding += timed(1) {
            for (view, viewModel) in zip(views, viewModels) { set(view, viewModel) }
        }
        unbinding += timed(1) {
            for view in views { set(view, nil) }
        }
        consume(views[0])
    }
    return (binding / Double(total), unbinding / Double(total))
}
