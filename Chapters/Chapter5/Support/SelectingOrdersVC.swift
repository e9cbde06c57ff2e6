import ChapterRunner
import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

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

/// Puts a screen of the five orders, none checked yet, in the window. Every section starts
/// from such a list, so after the first it is said in a line rather than drawn again.
func showUnchecked(_ screen: UIViewController, in window: UIWindow) {
    showWithoutPrinting("\(screen.title ?? "\(type(of: screen))"): the five orders, none checked") {
        window.rootViewController = screen
    }
}

/// Plays the user: taps a row, as UIKit would, through the table's delegate, and says which
/// rows were redrawn.
func tap(row: Int, on screen: SelectingOrdersVC) {
    tapRow(row, on: screen)
    print(redrawnLine(screen.takeRedrawnRows()))
}

/// What a screen redrew, in one line.
func redrawnLine(_ rows: [Int]?) -> String {
    guard let rows else { return "  the whole list redrawn" }
    return rows.isEmpty
        ? "  no row redrawn" : "  redrawn: row \(rows.map(String.init).joined(separator: ", row "))"
}
