import ChapterRunner
import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "The adapter: a screen in a few lines": the orders screen on the adapter, then a second
/// list with another item and cell type on the same adapter.
func theAdapter(in window: UIWindow) async {
    let orders = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
    let screen = AdaptedOrdersVC(title: "Orders, on the adapter", orders: orders)
    await printScreen(.onOneLine) { window.rootViewController = screen }
    await printScreen(.inABox) {
        tapRow(0, on: screen)
        tapRow(2, on: screen)
    }
    printSelected(in: orders)

    let customers = SelectableDataSource(
        items: [Customer(id: 7, name: "Anna"), Customer(id: 9, name: "Boris")],
        selection: MultipleSelection())
    let customersScreen = CustomersVC(customers: customers)
    await printScreen(.inABox) {
        window.rootViewController = customersScreen
        tapRow(1, on: customersScreen)
    }
    printSelected(in: customers)
}

/// A row of the orders list, for the adapter: its one method shows the order and its check
/// box. The article's `MyHolder`.
final class OrderCheckCell: UITableViewCell, SelectingListCell {
    func bindItem(_ order: Order, isSelected: Bool, onClick: @escaping () -> Void) {
        var content = defaultContentConfiguration()
        content.text = "\(isSelected ? "[x]" : "[ ]") \(order)"
        contentConfiguration = content
    }
}

/// The orders screen again, on the adapter: it writes its cell and one line to connect.
final class AdaptedOrdersVC: UIViewController {
    private let orders: SelectableDataSource<Order>
    private lazy var tableView = UITableView()
    private lazy var adapter = BaseSelectingListAdapter<OrderCheckCell>(tableView: tableView)

    init(title: String, orders: SelectableDataSource<Order>) {
        self.orders = orders
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("AdaptedOrdersVC is built with its orders.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        adapter.connect(to: orders)
    }

    /// Runs changes that are not taps as one update of the table: drawn once, as a device would
    /// show them in one frame.
    func update(_ changes: @escaping () -> Void) {
        tableView.performBatchUpdates(changes)
    }
}

/// Another item, for another list on the same adapter.
struct Customer: Identifiable, CustomStringConvertible {
    let id: Int
    let name: String

    var description: String { name }
}

/// A customer's row: a different cell for a different item, on the same adapter.
final class CustomerCell: UITableViewCell, SelectingListCell {
    func bindItem(_ customer: Customer, isSelected: Bool, onClick: @escaping () -> Void) {
        var content = defaultContentConfiguration()
        content.text = (isSelected ? "(*) " : "( ) ") + customer.name
        content.secondaryText = "customer \(customer.id)"
        contentConfiguration = content
    }
}

/// The customers screen: the same adapter, another item and cell type.
final class CustomersVC: UIViewController {
    private let customers: SelectableDataSource<Customer>
    private lazy var tableView = UITableView()
    private lazy var adapter = BaseSelectingListAdapter<CustomerCell>(tableView: tableView)

    init(customers: SelectableDataSource<Customer>) {
        self.customers = customers
        super.init(nibName: nil, bundle: nil)
        title = "Customers"
    }

    required init?(coder: NSCoder) {
        fatalError("CustomersVC is built with its customers.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        adapter.connect(to: customers)
    }
}
