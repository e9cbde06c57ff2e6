/// One row at most: a click selects the row and deselects the one that was selected.
public final class SingleSelection: Selection {
    /// Selects the row, deselecting the one selected before; a tap on the selected row does
    /// nothing.
    public override func clickPosition(_ position: Int) {
        guard !isPositionSelected(position) else { return }
        request(SelectionChange(position: position, isSelected: true))
    }

    /// One ticket for every row: a newer request makes an older one's late answer void.
    public override func ticketKey(for position: Int) -> Int {
        0
    }

    /// One row at most: the first of those selected before.
    public override func positionsToKeep(from positions: [Int]) -> Set<Int> {
        Set(positions.min().map { [$0] } ?? [])
    }

    /// Applies the change, first deselecting the row selected before.
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
    /// Toggles the row.
    public override func clickPosition(_ position: Int) {
        request(SelectionChange(position: position, isSelected: !isPositionSelected(position)))
    }
}

/// A list whose rows are never selected: a click changes nothing.
public final class NoneSelection: Selection {
    /// Does nothing: no row can be selected.
    public override func clickPosition(_ position: Int) {}

    /// Keeps no row when this strategy is swapped in.
    public override func positionsToKeep(from positions: [Int]) -> Set<Int> {
        []
    }
}
