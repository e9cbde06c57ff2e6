import Foundation
import MVVMKit

/// "Showing the orders": one line, `changed.raise()`, tells the screen to redraw.
enum ShowingTheOrders {
    final class OrdersVM: INotifyOnChanged {
        var orders: [OrderVM] = []
        private let ordersProvider: OrdersProvider

        init(ordersProvider: OrdersProvider) {
            self.ordersProvider = ordersProvider
        }

        func loadOrders() {
            ordersProvider.loadOrders { [weak self] orders in
                self?.orders = orders.map { OrderVM(order: $0) }
                self?.changed.raise()
            }
        }
    }

    /// The same screen as before; only its view model learned to speak up.
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
        section("Showing the orders")
        let provider = OrdersProvider()
        let viewController = OrdersVC()
        viewController.viewModel = OrdersVM(ordersProvider: provider)
        window.rootViewController = viewController
        await provider.answered()
        print("A second later the view model raised `changed`; the screen heard it,")
        print("called viewModelChanged, reloaded the table and shows the orders.")
    }
}
