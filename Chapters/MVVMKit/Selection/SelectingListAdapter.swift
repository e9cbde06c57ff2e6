import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// A cell the adapter can fill: its one method shows an item, whether it is selected, and
/// gets what a tap on a control inside it should do (a tap on the row itself the adapter
/// handles).
@MainActor
public protocol SelectingListCell: UITableViewCell, Reusable {
    /// The type of item the cell shows.
    associatedtype Item
    /// Shows `item`, whether it `isSelected`, and keeps `onClick` for a control inside the cell.
    func bindItem(_ item: Item, isSelected: Bool, onClick: @escaping () -> Void)
}

/// A table's data source and delegate for any item and cell type: it draws each row from its
/// item and the selectable data source, redraws the whole list when the items change and only
/// the rows a selection change names, and sends taps to the data source.
@MainActor
open class BaseSelectingListAdapter<Cell: SelectingListCell>: NSObject, UITableViewDataSource,
    UITableViewDelegate
where Cell.Item: Identifiable {
    /// The cell's item type.
    public typealias Item = Cell.Item

    /// The items shown, one per row.
    public private(set) var items: [Item] = []
    /// Answers whether a row is selected, and hears taps. The adapter does not keep it.
    public private(set) weak var dataSource: SelectableDataSource<Item>?
    private weak var tableView: UITableView?

    /// Becomes the table's data source and delegate, and registers `Cell` with it.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init()
        tableView.register(cellType: Cell.self)
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// Shows `dataSource`'s items, redraws the whole list when they change and a row when its
    /// selection does, and sends taps to it. The article's `fullyInitialize`, named for what it
    /// does.
    public func connect(to dataSource: SelectableDataSource<Item>) {
        self.dataSource = dataSource
        dataSource.itemsChanged.subscribe(self) { adapter, items in adapter.show(items) }
        dataSource.selectionChanged.subscribe(self) { adapter, change in
            adapter.tableView?.reloadRows(
                at: [IndexPath(row: change.position, section: 0)], with: .automatic)
        }
        show(dataSource.items)
    }

    private func show(_ items: [Item]) {
        self.items = items
        tableView?.reloadData()
    }

    /// One row per item.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    /// Dequeues a `Cell` and binds it to the row's item, its selection and a tap.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let row = indexPath.row
        let cell: Cell = tableView.dequeueReusableCell(for: indexPath)
        cell.bindItem(
            items[row], isSelected: dataSource?.selection.isPositionSelected(row) ?? false,
            onClick: { [weak self] in self?.dataSource?.clickPosition(row) })
        return cell
    }

    /// A tap selects through the callback; UIKit's own highlight of the row is taken off, as
    /// the check mark is what shows the selection. One tap, one redraw.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        tableView.performBatchUpdates { self.dataSource?.clickPosition(indexPath.row) }
    }
}
