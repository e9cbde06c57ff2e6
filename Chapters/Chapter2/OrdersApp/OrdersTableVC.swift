import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The table that every version of the orders screen in this chapter shares: one row per
/// order, each cell handed its view model through `IHaveAnyViewModel`. The versions differ
/// only in where `orders` comes from and when the table reloads.
class OrdersTableVC: UIViewController, UITableViewDataSource {
    lazy var tableView = UITableView()

    /// The orders to show; each version reads them from its own view model.
    var orders: [OrderVM] { [] }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.register(OrderCell.self, forCellReuseIdentifier: "order")
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
        if let cell = cell as? IHaveAnyViewModel {
            cell.anyViewModel = orders[indexPath.row]
        }
        return cell
    }
}
