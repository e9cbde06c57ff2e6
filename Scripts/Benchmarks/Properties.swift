import MVVMKit

// Setting an observable property, against the same work done by hand and against Observation;
// a view's view model kept as an associated object, with few views holding one and with many.

final class ObservableModel {
    @Watched var value = 0
}

/// The wrapper's work written out: a stored property whose didSet raises the same `Event`.
final class HandWrittenModel {
    let valueChanged = Event<Int>()
    var value = 0 {
        didSet { valueChanged.raise(value) }
    }
}

final class Owner {}

func propertyCases(operations n: Int) -> ([Case], [Comparison]) {
    let listener = Subscriber()
    let observable = ObservableModel()
    observable.$value.subscribe(listener) { this, value in this.total &+= value }
    let handWritten = HandWrittenModel()
    handWritten.valueChanged.subscribe(listener) { this, value in this.total &+= value }

    let byHand = Case("set a stored property whose didSet raises an Event") {
        timed(n) {
            for value in 0..<n { handWritten.value = value }
            consume(listener.total)
        }
    }
    let wrapper = Case("set a @Watched property, one subscriber", floor: byHand, target: 2.0) {
        timed(n) {
            for value in 0..<n { observable.value = value }
            consume(listener.total)
        }
    }
    let peer = observationPeerCase(operations: n, floor: byHand)
    let comparison = Comparison(
        name: "@Watched set / Observation peer", measured: wrapper, against: peer, target: 1.0)
    return ([byHand, wrapper, peer] + attachedValueCases(operations: n), [comparison])
}

/// A view that keeps its view model where the article keeps it: attached to the view.
final class AttachingView: UIView, IHaveViewModel {
    typealias ViewModel = Owner
}

/// Reads and writes of a view's view model through `IHaveViewModel` (an associated object)
/// while 10,000 views hold one, against the same while 10 views do: the cost must not grow.
func attachedValueCases(operations n: Int) -> [Case] {
    let viewModels = [Owner(), Owner()]
    var cases: [Case] = []
    var smaller: (writes: Case, reads: Case)?
    for count in [10, 10_000] {
        let views = (0..<count).map { _ in AttachingView() }
        for view in views { view.viewModel = Owner() }
        let view = views[count / 2]
        let writes = Case(
            "set a view's view model, \(count) views", floor: smaller?.writes,
            target: smaller == nil ? nil : 1.5
        ) {
            timed(n) { for index in 0..<n { write(viewModels[index & 1], to: view) } }
        }
        let reads = Case(
            "read a view's view model, \(count) views", floor: smaller?.reads,
            target: smaller == nil ? nil : 1.5
        ) {
            timed(n) { for _ in 0..<n { read(view) } }
        }
        cases += [writes, reads]
        smaller = (writes, reads)
    }
    return cases
}

// Each access goes through a call the optimiser may not inline, and each read ends in the
// sink, so that the associated value cannot be optimised away.

@inline(never)
func write(_ viewModel: Owner, to view: AttachingView) {
    view.viewModel = viewModel
}

@inline(never)
func read(_ view: AttachingView) {
    consume(view.viewModel!)
}
