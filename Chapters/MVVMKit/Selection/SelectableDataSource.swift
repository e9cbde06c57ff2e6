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
    /// What `addInterceptor` added, to move onto a selection manager swapped in.
    private var interceptors: [Registration] = []
    private var isChangingItems = false

    /// A list of `items`, with `selection` over its rows.
    public init(items: [Item], selection: Selection) {
        self.items = items
        self.selection = selection
        listen(to: selection)
    }

    /// The selected items, in row order. A row past the end of the list (selected on the
    /// selection manager directly) names no item.
    public var selectedItems: [Item] {
        selection.selectedPositions.filter { items.indices.contains($0) }.map { items[$0] }
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

    /// Adds a check that every later change must pass, whichever selection manager is in place:
    /// `Selection.addInterceptor` on the one in place now, and again on each one swapped in.
    public func addInterceptor<Owner: AnyObject>(
        _ owner: Owner, _ interceptor: @escaping SelectionInterceptor<Owner>
    ) {
        let registration = Registration(owner: owner) { selection, owner in
            // Only ever called with this owner.
            if let owner = owner as? Owner {
                selection.addInterceptor(owner, interceptor)
            }
        }
        interceptors.append(registration)
        registration.add(to: selection)
    }

    /// Removes every interceptor `owner` added, from the selection manager in place and from
    /// those swapped in later: the way to undo `addInterceptor`.
    public func removeInterceptors(of owner: AnyObject) {
        interceptors.removeAll { $0.owner === owner || $0.owner == nil }
        selection.removeInterceptors(of: owner)
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
            // A row past the end (selected on the selection manager directly) names no item.
            let selected = selection.selectedPositions.filter { oldItems.indices.contains($0) }
            let selectedIDs = Set(selected.map { oldItems[$0].id })
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
        removeInterceptors(from: selection)
        newSelection.adopt(kept)
        selection = newSelection
        listen(to: newSelection)
        for position in before where !kept.contains(position) && items.indices.contains(position) {
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
        for registration in interceptors {
            registration.add(to: selection)
        }
    }

    /// Takes this data source's interceptors off a selection manager that leaves, so that one
    /// swapped back in later asks each of them once, not twice.
    private func removeInterceptors(from selection: Selection) {
        for registration in interceptors {
            if let owner = registration.owner {
                selection.removeInterceptors(of: owner)
            }
        }
    }

    /// One `addInterceptor`: its owner, held weakly, and how to add it to a selection manager.
    private final class Registration {
        weak var owner: AnyObject?
        let addTo: (Selection, AnyObject) -> Void

        init(owner: AnyObject, addTo: @escaping (Selection, AnyObject) -> Void) {
            self.owner = owner
            self.addTo = addTo
        }

        func add(to selection: Selection) {
            if let owner {
                addTo(selection, owner)
            }
        }
    }
}
