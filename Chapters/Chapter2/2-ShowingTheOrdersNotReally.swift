import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

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

    final class OrdersVC: OrdersTableVC, IHaveViewModel {
        typealias ViewModel = OrdersVM

        override var orders: [OrderVM] { viewModel?.orders ?? [] }

        override func viewDidLoad() {
            super.viewDidLoad()
            viewModel?.loadOrders()
        }

        func viewModelChanged(_ viewModel: OrdersVM) {
            tableView.reloadData()
        }
    }

    static func run(in window: UIWindow) async {
        let provider = OrdersProvider()
        let viewController = OrdersVC()
        viewController.viewModel = OrdersVM(ordersProvider: provider)
        window.rootViewController = viewController
        await provider.answered()
        let count = viewController.viewModel?.orders.count ?? 0
        let rows = viewController.tableView.numberOfRows(inSection: 0)
        print(
            "A second later the view model holds \(counted(count, "order")); "
                + "the table shows \(counted(rows, "row")).")
    }
}
