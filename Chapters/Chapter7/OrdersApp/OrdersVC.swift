import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The orders list. It shows rows and nothing else: it does not know what a tap opens.
final class OrdersVC: UIViewController, UITableViewDataSource {
    private lazy var tableView = UITableView()
    /// What the list knows of an order and its cell does not.
    func title(ofOrder id: Int) -> String {
        OrderNames.title(ofOrder: id)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        tableView.dataSource = self
        tableView.register(cellType: OrderCell.self)
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        5
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: OrderCell = tableView.dequeueReusableCell(for: indexPath)
        cell.orderID = indexPath.row + 1
        var content = cell.defaultContentConfiguration()
        content.text = "Order #\(cell.orderID)"
        cell.contentConfiguration = content
        return cell
    }

    /// The cell on screen for a row, as the user would touch it.
    func cell(at row: Int) -> OrderCell {
        guard let table = view.subviews.compactMap({ $0 as? UITableView }).first,
            let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) as? OrderCell
        else {
            fatalError("OrdersVC shows no row \(row) to tap.")
        }
        return cell
    }
}
