import MVVMKit

// Setting an observable property, and the side table that stands in for associated objects,
// against plain stored properties.

final class ObservableModel {
    @Observable var value = 0
}

final class PlainModel {
    var onChange: ((Int) -> Void)?
    var value = 0 {
        didSet { onChange?(value) }
    }
}

final class Owner {
    var stored = 0
}

func propertyCases(operations n: Int) -> [Case] {
    let listener = Subscriber()
    let observable = ObservableModel()
    observable.$value.subscribe(listener) { this, value in this.total &+= value }
    let plain = PlainModel()
    plain.onChange = { value in listener.total &+= value }

    let owners = (0..<10).map { _ in Owner() }
    let table = AssociatedValues<Int>()
    for (index, owner) in owners.enumerated() {
        table[owner] = index
    }
    let owner = owners[5]
    return [
        Case(name: "set a stored property whose didSet calls a closure") {
            timed(n) {
                for value in 0..<n { plain.value = value }
                consume(listener.total)
            }
        },
        Case(
            name: "set an @Observable property, one subscriber",
            floor: "set a stored property whose didSet calls a closure", target: 2.0
        ) {
            timed(n) {
                for value in 0..<n { observable.value = value }
                consume(listener.total)
            }
        },
        Case(name: "write a stored property") {
            timed(n) {
                for value in 0..<n { write(value, to: owner) }
                consume(owner)
            }
        },
        Case(name: "write the side table (10 owners)", floor: "write a stored property") {
            timed(n) {
                for value in 0..<n { write(value, to: owner, in: table) }
                consume(table)
            }
        },
        Case(name: "read a stored property") {
            timed(n) { for _ in 0..<n { read(owner) } }
        },
        Case(name: "read the side table (10 owners)", floor: "read a stored property") {
            timed(n) { for _ in 0..<n { read(owner, in: table) } }
        },
    ]
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
