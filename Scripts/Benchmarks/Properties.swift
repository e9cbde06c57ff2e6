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

/// The side table's floor: a dictionary keyed by `ObjectIdentifier` whose entries keep their
/// owner weakly and are checked with `===`, so a new object at a dead owner's address never
/// gets its value. It never drops a dead owner's entry, which the kit's table does.
final class WeakKeyedTable {
    final class Entry {
        weak var owner: AnyObject?
        var value: Int

        init(owner: AnyObject, value: Int) {
            self.owner = owner
            self.value = value
        }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    subscript(owner: AnyObject) -> Int? {
        get {
            guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else {
                return nil
            }
            return entry.value
        }
        set {
            let key = ObjectIdentifier(owner)
            if let entry = entries[key], entry.owner === owner, let newValue {
                entry.value = newValue
            } else {
                entries[key] = newValue.map { Entry(owner: owner, value: $0) }
            }
        }
    }
}

/// Reads and writes of one owner's value while the table holds 10, 1,000 or 10,000 live
/// owners, against the hand-written weak-keyed dictionary holding as many.
func sideTableCases(operations n: Int) -> [Case] {
    var cases: [Case] = []
    for count in [10, 1_000, 10_000] {
        let owners = (0..<count).map { _ in Owner() }
        let table = AssociatedValues<Int>()
        let floorTable = WeakKeyedTable()
        for (index, owner) in owners.enumerated() {
            table[owner] = index
            floorTable[owner] = index
        }
        let owner = owners[count / 2]
        let floorWrites = Case("write a weak-keyed dictionary by hand (\(count) owners)") {
            timed(n) {
                for value in 0..<n { write(value, to: owner, in: floorTable) }
                consume(owners[0])
            }
        }
        let floorReads = Case("read a weak-keyed dictionary by hand (\(count) owners)") {
            timed(n) { for _ in 0..<n { read(owner, in: floorTable) } }
        }
        let writes = Case(
            "write the side table (\(count) owners)", floor: floorWrites, target: 1.5
        ) {
            timed(n) {
                for value in 0..<n { write(value, to: owner, in: table) }
                consume(owners[0])
            }
        }
        let reads = Case("read the side table (\(count) owners)", floor: floorReads, target: 1.5) {
            timed(n) { for _ in 0..<n { read(owner, in: table) } }
        }
        cases += [floorWrites, floorReads, writes, reads]
    }
    return cases
}

// Each access goes through a call the optimiser may not inline, and each read ends in the
// sink, so that neither the stored property nor the table can be optimised away.

@inline(never)
func write(_ value: Int, to owner: Owner, in table: WeakKeyedTable) {
    table[owner] = value
}

@inline(never)
func write(_ value: Int, to owner: Owner, in table: AssociatedValues<Int>) {
    table[owner] = value
}

@inline(never)
func read(_ owner: Owner, in table: WeakKeyedTable) {
    consume(table[owner] ?? 0)
}

@inline(never)
func read(_ owner: Owner, in table: AssociatedValues<Int>) {
    consume(table[owner] ?? 0)
}
