import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// What the adapter asks about a row, and tells about one: the article's callback. A
/// `SelectableDataSource` is one.
@MainActor
public protocol SelectingListAdapterCallback: AnyObject {
    /// Whether the row at `position` is selected.
    func isItemSelected(_ position: Int) -> Bool
    /// The user tapped the row at `position`.
    func clickItem(_ position: Int)
}

extension SelectableDataSource: SelectingListAdapterCallback {
    /// Whether the row at `position` is selected, by the selection in place.
    public func isItemSelected(_ position: Int) -> Bool {
        selection.isPositionSelected(position)
    }

    /// A tap on the row at `position`: a click on the data source.
    public func clickItem(_ position: Int) {
        clickPosition(position)
    }
}

/// Something that shows a list of items and can be handed a new one.
@MainActor
public protocol SelectingListAdapter: AnyObject {
    /// The type of the items listed.
    associatedtype Item
    /// Shows `items` in place of the list shown.
    func setListItems(_ items: [Item])
}

extension SelectingListAdapter {
    /// The list redraws whenever the data source's items change.
    public func observeItemsChange(_ dataSource: SelectableDataSource<Item>)
    where Item: Identifiable {
        dataSource.itemsChanged.subscribe(self) { adapter, items in adapter.setListItems(items) }
    }
}

/// A cell the adapter can fill: its one method shows an item, whether it is selected, and
/// gets what a tap on a control inside it should do (a tap on the row itself the adapter
/// handles).
@MainActor
public protocol SelectingListCell: UITableViewCell {
    /// The type of item the cell shows.
    associatedtype Item
    /// Shows `item`, whether it `isSelected`, and keeps `onClick` for a control inside the cell.
    func bindItem(_ item: Item, isSelected: Bool, onClick: @escaping () -> Void)
}

/// A table's data source and delegate for any item and cell type: it draws each row from its
/// item and the callback, redraws the whole list when the items change and only the rows a
/// selection change names, and sends taps to the callback.
@MainActor
open class BaseSelectingListAdapter<Cell: SelectingListCell>: NSObject, SelectingListAdapter,
    UITableViewDataSource, UITableViewDelegate
{
    /// The cell's item type.
    public typealias Item = Cell.Item

    /// The items shown, one per row.
    public private(set) var items: [Item] = []
    /// Answers whether a row is selected, and hears taps. The adapter does not keep it.
    public weak var callback: (any SelectingListAdapterCallback)?
    private weak var tableView: UITableView?
    private let identifier = String(describing: Cell.self)

    /// Becomes the table's data source and delegate, and registers `Cell` with it.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init()
        tableView.register(Cell.self, forCellReuseIdentifier: identifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// Shows `items`, redrawing the whole table.
    public func setListItems(_ items: [Item]) {
        self.items = items
        tableView?.reloadData()
    }

    /// Asks `dataSource` about rows, and tells it about taps.
    public func setCallback(_ dataSource: SelectableDataSource<Item>) where Item: Identifiable {
        callback = dataSource
    }

    /// A changed row is redrawn, and only that row.
    public func observeSelectionChange(_ dataSource: SelectableDataSource<Item>)
    where Item: Identifiable {
        dataSource.selectionChanged.subscribe(self) { adapter, change in
            adapter.tableView?.reloadRows(
                at: [IndexPath(row: change.position, section: 0)], with: .automatic)
        }
    }

    /// Redraws the list when its items change, and a row when its selection does.
    public func observeAllChanges(_ dataSource: SelectableDataSource<Item>)
    where Item: Identifiable {
        observeSelectionChange(dataSource)
        observeItemsChange(dataSource)
    }

    /// Everything at once: the items, every change, and the callback. The article's
    /// `fullyInitialize`, named for what it does.
    public func connect(to dataSource: SelectableDataSource<Item>) where Item: Identifiable {
        setCallback(dataSource)
        observeAllChanges(dataSource)
        setListItems(dataSource.items)
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
        guard
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                as? Cell
        else {
            fatalError(
                "\(type(of: self)) registered \(Cell.self) under \(identifier), and got another.")
        }
        cell.bindItem(
            items[row], isSelected: callback?.isItemSelected(row) ?? false,
            onClick: { [weak self] in self?.callback?.clickItem(row) })
        return cell
    }

    /// A tap selects through the callback; UIKit's own highlight of the row is taken off, as
    /// the check mark is what shows the selection. One tap, one redraw.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        tableView.performBatchUpdates { self.callback?.clickItem(indexPath.row) }
    }
}
