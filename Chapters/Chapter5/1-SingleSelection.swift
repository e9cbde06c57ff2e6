import ChapterRunner
import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// Single selection: a tap on another row moves the selection there.
func singleSelection(in window: UIWindow) async {
    let single = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
    let singleScreen = makeScreen(title: "Orders, pick one", for: single)
    await printScreen(.onOneLine) { window.rootViewController = singleScreen }
    await printScreen(.inABox) {
        tap(row: 0, on: singleScreen)
        tap(row: 2, on: singleScreen)
    }
    printSelected(in: single)
}

/// The strategy a data source selects with, and what it has selected.
func printSelected<Item>(in dataSource: SelectableDataSource<Item>) {
    print("Selected by \(type(of: dataSource.selection)): \(dataSource.selectedItems)")
}

/// An order, with the identity a list change uses to find it again.
struct Order: Identifiable, CustomStringConvertible {
    let id: Int

    var description: String { "Order #\(id)" }
}

/// Five orders, #1 to #5; the screen shows three rows at a time.
let fiveOrders = (1...5).map { Order(id: $0) }

/// Chapter 2's orders screen with a check box per row. It knows nothing of strategies: it
/// asks whether a row is selected when it draws it, passes taps on, and redraws the rows it
/// is told changed, and only those.
final class SelectingOrdersVC: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private var orders: [Order]
    private let isSelected: (Int) -> Bool
    private let click: (Int) -> Void
    private lazy var tableView = UITableView()
    /// The rows redrawn since the last look, for the chapter to print; nil for the whole list.
    private(set) var redrawnRows: [Int]? = []

    init(
        title: String, orders: [Order], isSelected: @escaping (Int) -> Bool,
        click: @escaping (Int) -> Void
    ) {
        self.orders = orders
        self.isSelected = isSelected
        self.click = click
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("SelectingOrdersVC is built with its orders and its selection.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(cellType: CheckCell.self)
        view.addSubview(tableView)
    }

    func redraw(row: Int) {
        redrawnRows?.append(row)
        tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    /// A new list: every row is drawn again.
    func show(_ orders: [Order]) {
        self.orders = orders
        redrawnRows = nil
        tableView.reloadData()
    }

    func takeRedrawnRows() -> [Int]? {
        defer { redrawnRows = [] }
        return redrawnRows
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: CheckCell = tableView.dequeueReusableCell(for: indexPath)
        var content = cell.defaultContentConfiguration()
        let box = isSelected(indexPath.row) ? "[x]" : "[ ]"
        content.text = "\(box) \(orders[indexPath.row])"
        cell.contentConfiguration = content
        return cell
    }

    /// One tap, one redraw: the rows it changes are reloaded together. UIKit's own highlight
    /// comes off, as the check box is what shows the selection.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        tableView.performBatchUpdates({ self.click(indexPath.row) })
    }
}

final class CheckCell: UITableViewCell, Reusable {}

/// The screen for a kit data source: it redraws exactly the row each change names.
func makeScreen(title: String, for dataSource: SelectableDataSource<Order>) -> SelectingOrdersVC {
    let screen = SelectingOrdersVC(
        title: title, orders: dataSource.items,
        isSelected: { dataSource.selection.isPositionSelected($0) },
        click: { dataSource.clickPosition($0) })
    dataSource.selectionChanged.subscribe(screen) { screen, change in
        screen.redraw(row: change.position)
    }
    dataSource.itemsChanged.subscribe(screen) { screen, orders in screen.show(orders) }
    return screen
}
