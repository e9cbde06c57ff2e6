import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The article's section "One more thing": watching a single property through `@Watched` (the
/// article's `@Observable`) and its `$` event.
enum ObservingAProperty {
    final class OrdersVM {
        @Watched var orders: [OrderVM] = []
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
            viewModel.$orders.subscribe(self) { this, orders in
                this.update(with: orders)
            }
        }

        private func update(with orders: [OrderVM]) {
            tableView.reloadData()
        }
    }

    static func run(in window: UIWindow) async {
        let provider = OrdersProvider()
        let viewController = OrdersVC()
        let viewModel = OrdersVM(ordersProvider: provider)
        let raised = Tally()
        viewModel.$orders.subscribe(raised) { tally, _ in tally.count += 1 }
        viewController.viewModel = viewModel
        window.rootViewController = viewController
        await provider.answered()
        let rows = viewController.tableView.numberOfRows(inSection: 0)
        print(
            "A second later `$orders` was raised \(counted(raised.count, "time")); "
                + "the table shows \(counted(rows, "row")).")
    }
}
