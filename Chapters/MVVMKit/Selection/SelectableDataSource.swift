/// A list of items and the selection over its rows. Changing the list says what happens to
/// the selection.
@MainActor
public final class SelectableDataSource<Item: Identifiable> {
    public enum ChangeMode: Sendable {
        /// Nothing stays selected.
        case clearSelection
        /// The same row numbers stay selected, as long as the new list has them.
        case keepSelectedPositions
        /// The same items stay selected, at their new rows; items that left the list drop out.
        case keepSelectedItems
    }

    public private(set) var items: [Item]
    public let selection: Selection

    public init(items: [Item], selection: Selection) {
        self.items = items
        self.selection = selection
    }

    public var selectedItems: [Item] {
        selection.selectedPositions.map { items[$0] }
    }

    /// A tap on a row. A row outside the list is a programmer error, and stops.
    public func clickPosition(_ position: Int) {
        guard items.indices.contains(position) else {
            fatalError(
                "Row \(position) is outside the list, which has \(items.count) rows "
                    + "(0 to \(items.count - 1)).")
        }
        selection.clickPosition(position)
    }

    public func setItems(_ newItems: [Item], mode: ChangeMode) {
        let oldItems = items
        items = newItems
        switch mode {
        case .clearSelection:
            selection.replaceSelection(with: [])
        case .keepSelectedPositions:
            let kept = selection.selectedPositions.filter { $0 < newItems.count }
            selection.replaceSelection(with: Set(kept))
        case .keepSelectedItems:
            let selectedIDs = Set(selection.selectedPositions.map { oldItems[$0].id })
            let kept = newItems.indices.filter { selectedIDs.contains(newItems[$0].id) }
            selection.replaceSelection(with: Set(kept))
        }
    }
}
