import Foundation
import MVVMKit

/// "Showing the orders (not really)": the view model loads the orders but tells nobody.
enum NotReally {
    final class OrdersVM {
        var orders: [OrderVM] = []
        private let ordersProvider: OrdersProvider

        init(ordersProvider: OrdersProvider) {
            self.ordersProvider = ordersProvider
        }

        func loadOrders() {
            ordersProvider.loadOrders { [weak self] orders in
                self?.orders = orders.map { OrderVM(order: $0) }
            }
        }
    }

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
        section("Showing the orders (not really)")
        let provider = OrdersProvider()
        let viewController = OrdersVC()
        viewController.viewModel = OrdersVM(ordersProvider: provider)
        window.rootViewController = viewController
        await provider.answered()
        let count = viewController.viewModel?.orders.count ?? 0
        print("A second later the view model holds \(count) orders, but nobody told the")
        print("screen: the table reloaded before they came, so the list stays empty.")
    }
}
