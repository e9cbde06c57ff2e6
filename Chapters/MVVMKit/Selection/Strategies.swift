/// One row at most: a click selects the row and deselects the one that was selected.
public final class SingleSelection: Selection {
    public override func clickPosition(_ position: Int) {
        guard !isPositionSelected(position) else { return }
        request(SelectionChange(position: position, isSelected: true))
    }

    public override func ticketKey(for position: Int) -> Int {
        0
    }

    /// One row at most: the first of those selected before.
    public override func positionsToKeep(from positions: [Int]) -> Set<Int> {
        Set(positions.min().map { [$0] } ?? [])
    }

    public override func applyChange(_ change: SelectionChange) {
        if change.isSelected {
            for position in selectedPositions where position != change.position {
                set(position, selected: false)
            }
        }
        super.applyChange(change)
    }
}

/// Any number of rows: a click toggles the row.
public final class MultipleSelection: Selection {
    public override func clickPosition(_ position: Int) {
        request(SelectionChange(position: position, isSelected: !isPositionSelected(position)))
    }
}

/// A list whose rows are never selected: a click changes nothing.
public final class NoneSelection: Selection {
    public override func clickPosition(_ position: Int) {}

    public override func positionsToKeep(from positions: [Int]) -> Set<Int> {
        []
    }
}
