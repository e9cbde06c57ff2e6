import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

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
        let viewModel = OrdersVM(ordersProvider: provider)
        let raised = Tally()
        viewModel.changed.subscribe(raised) { tally in tally.count += 1 }
        viewController.viewModel = viewModel
        window.rootViewController = viewController
        await provider.answered()
        let rows = viewController.tableView.numberOfRows(inSection: 0)
        print(
            "A second later `changed` was raised \(counted(raised.count, "time")); "
                + "the table shows \(counted(rows, "row")).")
    }
}

/// Counts how often an event it is subscribed to was raised: the section's own ear on the view
/// model, beside the screen's.
final class Tally {
    var count = 0
}
