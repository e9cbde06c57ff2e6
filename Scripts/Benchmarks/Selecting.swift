import MVVMKit

// Clicking a row, in a list of 100 and of 100,000: the cost must not grow with the list.

struct Row: Identifiable {
    let id: Int
}

/// Single selection by hand: the selected row, and an event raised for each row that changes.
final class HandSelection {
    let changed = Event<SelectionChange>()
    var selected: Int?

    func click(_ position: Int) {
        guard selected != position else { return }
        if let old = selected {
            selected = nil
            changed.raise(SelectionChange(position: old, isSelected: false))
        }
        selected = position
        changed.raise(SelectionChange(position: position, isSelected: true))
    }
}

func selectingCases(operations n: Int) -> [Case] {
    let listener = Subscriber()
    let byHand = HandSelection()
    byHand.changed.subscribe(listener) { this, change in this.total &+= change.position }
    let floor = Case("select a row by hand: an Int and an event") {
        timed(n) {
            for value in 0..<n { byHand.click(value & 1) }
            consume(listener.total)
        }
    }
    var cases = [floor]
    for (name, make) in [
        ("single", { SingleSelection() as Selection }), ("multiple", { MultipleSelection() }),
    ] {
        var atHundred: Case?
        for count in [100, 100_000] {
            let dataSource = SelectableDataSource(
                items: (0..<count).map { Row(id: $0) }, selection: make())
            dataSource.selection.changed.subscribe(listener) { this, change in
                this.total &+= change.position
            }
            let click = Case(
                "click a row, \(name) selection, \(count) rows", floor: atHundred ?? floor,
                target: count == 100_000 ? 1.5 : nil
            ) {
                timed(n) {
                    for value in 0..<n { dataSource.clickPosition(count / 2 + (value & 1)) }
                    consume(listener.total)
                }
            }
            atHundred = atHundred ?? click
            cases.append(click)
        }
    }
    let selectedCount = 10_000
    let positions = (0..<selectedCount).map { $0 * 7 % 100_003 }
    let positionSet = Set(positions)
    let sortedByHand = Case("sort a set of \(selectedCount) row numbers by hand, per row") {
        timed(selectedCount) { consume(positionSet.sorted().count) }
    }
    let many = MultipleSelection()
    for position in positions {
        many.clickPosition(position)
    }
    cases += [
        sortedByHand,
        Case(
            "the selected positions of \(selectedCount) selected rows, per row", floor: sortedByHand
        ) {
            timed(selectedCount) { consume(many.selectedPositions.count) }
        },
    ]
    return cases
}
