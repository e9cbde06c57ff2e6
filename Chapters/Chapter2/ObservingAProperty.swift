import Foundation
import MVVMKit

/// "One more thing": watching a single property through `@Observable` and its `$` event.
enum ObservingAProperty {
    final class OrdersVC: UIViewController, IHaveViewModel, UITableViewDataSource {
        typealias ViewModel = OrdersVM

        private lazy var tableView = UITableView()

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.dataSource = self
            tableView.register(OrderCell.self, forCellReuseIdentifier: "order")
            view.addSubview(tableView)
            viewModel?.loadOrders()
        }

        func viewModelChanged(_ viewModel: OrdersVM) {
            viewModel.$orders.subscribe(self) { this, orders in
                this.update(with: orders)
            }
        }

        private func update(with orders: [OrderVM]) {
            tableView.reloadData()
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            viewModel?.orders.count ?? 0
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
            if let cell = cell as? IHaveAnyViewModel {
                cell.anyViewModel = viewModel?.orders[indexPath.row]
            }
            return cell
        }
    }

    static func run(in window: UIWindow) async {
        section("Watching one property with @Observable")
        let provider = OrdersProvider()
        let viewController = OrdersVC()
        viewController.viewModel = OrdersVM(ordersProvider: provider)
        window.rootViewController = viewController
        await provider.answered()
        print("Setting `orders` raised `$orders` with the new value; the screen, subscribed")
        print("to that one property, reloaded without a `changed` event.")
    }
}
