/// A list of items and the selection over its rows: what a list screen binds to. Changing the
/// list says what happens to the selection; the selection manager itself can be swapped while
/// the list is on screen.
@MainActor
public final class SelectableDataSource<Item: Identifiable> {
    /// What happens to the selection when the list changes.
    public enum ChangeMode: Sendable {
        /// Nothing stays selected.
        case clearSelection
        /// The same row numbers stay selected, as long as the new list has them.
        case keepSelectedPositions
        /// The same items stay selected, at their new rows; items that left the list drop out.
        case keepSelectedItems
    }

    /// Asked before a row changes, like a selection's interceptor, and given this data source.
    public typealias Interceptor =
        @MainActor (
            _ dataSource: SelectableDataSource, _ change: SelectionChange,
            _ answer: @escaping @MainActor (Bool) -> Void
        ) -> Void

    /// The rows, in order.
    public private(set) var items: [Item]
    /// The selection manager in place: single, multiple or none.
    public private(set) var selection: Selection
    /// Raised after the list changed, with the new items and the selection already adjusted:
    /// a screen redraws the whole list.
    public let itemsChanged = Event<[Item]>()
    /// Raised once per row whose selection changed, whichever selection manager is in place,
    /// and only ever for a row of the current list. A list change raises `itemsChanged`
    /// instead, once, for the rows it changes.
    public let selectionChanged = Event<SelectionChange>()
    private var interceptors: [Interceptor] = []
    private var isChangingItems = false

    /// A list of `items`, with `selection` over its rows.
    public init(items: [Item], selection: Selection) {
        self.items = items
        self.selection = selection
        listen(to: selection)
    }

    /// The selected items, in row order.
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

    /// Adds a check that every later change must pass, whichever selection manager is in place.
    public func addInterceptor(_ interceptor: @escaping Interceptor) {
        interceptors.append(interceptor)
        if interceptors.count == 1 {
            askInterceptors(of: selection)
        }
    }

    /// Replaces the list, adjusting the selection as `mode` says, then raises `itemsChanged` once.
    public func setItems(_ newItems: [Item], mode: ChangeMode) {
        let oldItems = items
        items = newItems
        isChangingItems = true
        defer {
            isChangingItems = false
            itemsChanged.raise(newItems)
        }
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

    /// Puts `newSelection` in place of the selection manager, with the list on screen. The new
    /// one keeps the selected rows its strategy allows (all for multiple selection, the first
    /// for single, none for none); each row it does not keep is reported deselected, and only
    /// those.
    public func replaceSelectionManager(with newSelection: Selection) {
        let before = selection.selectedPositions
        let kept = newSelection.positionsToKeep(from: before)
        selection.changed.unsubscribe(self)
        newSelection.adopt(kept)
        selection = newSelection
        listen(to: newSelection)
        for position in before where !kept.contains(position) {
            selectionChanged.raise(SelectionChange(position: position, isSelected: false))
        }
    }

    private func listen(to selection: Selection) {
        selection.changed.subscribe(self) { dataSource, change in
            // A row past the end of the list (a late change after it shrank) names nothing.
            guard !dataSource.isChangingItems, dataSource.items.indices.contains(change.position)
            else { return }
            dataSource.selectionChanged.raise(change)
        }
        if !interceptors.isEmpty {
            askInterceptors(of: selection)
        }
    }

    /// Makes `selection` ask this data source's interceptors before every change.
    private func askInterceptors(of selection: Selection) {
        selection.addInterceptor { [weak self] _, change, answer in
            guard let self else { return answer(false) }
            self.ask(self.interceptors[...], about: change, answer: answer)
        }
    }

    private func ask(
        _ remaining: ArraySlice<Interceptor>, about change: SelectionChange,
        answer: @escaping @MainActor (Bool) -> Void
    ) {
        guard let interceptor = remaining.first else { return answer(true) }
        interceptor(self, change) { [weak self] allowed in
            guard allowed, let self else { return answer(false) }
            self.ask(remaining.dropFirst(), about: change, answer: answer)
        }
    }
}
