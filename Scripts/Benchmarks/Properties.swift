import MVVMKit

// Setting an observable property, the side table that stands in for associated objects, and
// binding view models to views, against the same work done by hand.

final class ObservableModel {
    @Observable var value = 0
}

/// The wrapper's work written out: a stored property whose didSet raises the same `Event`.
final class HandWrittenModel {
    let valueChanged = Event<Int>()
    var value = 0 {
        didSet { valueChanged.raise(value) }
    }
}

final class Owner {
    var stored = 0
}

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
    let wrapper = Case("set an @Observable property, one subscriber", floor: byHand, target: 1.5) {
        timed(n) {
            for value in 0..<n { observable.value = value }
            consume(listener.total)
        }
    }
    let peer = observationPeerCase(operations: n, floor: byHand)
    let comparison = Comparison(
        name: "@Observable set / Observation peer", measured: wrapper, against: peer)
    return ([byHand, wrapper, peer] + sideTableCases(operations: n), [comparison])
}

/// Reads and writes of one owner's value while the table holds 10, 1,000 or 10,000 live
/// owners: each use must cost the same.
func sideTableCases(operations n: Int) -> [Case] {
    let owner = Owner()
    let storedWrite = Case("write a stored property") {
        timed(n) {
            for value in 0..<n { write(value, to: owner) }
            consume(owner)
        }
    }
    let storedRead = Case("read a stored property") {
        timed(n) { for _ in 0..<n { read(owner) } }
    }
    var cases = [storedWrite, storedRead]
    var writesAt10: Case?
    var readsAt10: Case?
    for count in [10, 1_000, 10_000] {
        let owners = (0..<count).map { _ in Owner() }
        let table = AssociatedValues<Int>()
        for (index, owner) in owners.enumerated() {
            table[owner] = index
        }
        let owner = owners[count / 2]
        let writes = Case(
            "write the side table (\(count) owners)", floor: writesAt10 ?? storedWrite,
            target: count == 10_000 ? 1.5 : nil
        ) {
            timed(n) {
                for value in 0..<n { write(value, to: owner, in: table) }
                consume(owners[0])
            }
        }
        let reads = Case(
            "read the side table (\(count) owners)", floor: readsAt10 ?? storedRead,
            target: count == 10_000 ? 1.5 : nil
        ) {
            timed(n) { for _ in 0..<n { read(owner, in: table) } }
        }
        writesAt10 = writesAt10 ?? writes
        readsAt10 = readsAt10 ?? reads
        cases += [writes, reads]
    }
    return cases
}

// Each access goes through a call the optimiser may not inline, and each read ends in the
// sink, so that neither the stored property nor the table can be optimised away.

@inline(never)
func write(_ value: Int, to owner: Owner) {
    owner.stored = value
}

@inline(never)
func write(_ value: Int, to owner: Owner, in table: AssociatedValues<Int>) {
    table[owner] = value
}

@inline(never)
func read(_ owner: Owner) {
    consume(owner.stored)
}

@inline(never)
func read(_ owner: Owner, in table: AssociatedValues<Int>) {
    consume(table[owner] ?? 0)
}
