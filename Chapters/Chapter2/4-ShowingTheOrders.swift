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
        viewController.viewModel = OrdersVM(ordersProvider: provider)
        window.rootViewController = viewController
        await provider.answered()
        print("A second later the view model raised `changed`; the screen heard it,")
        print("called viewModelChanged, reloaded the table and shows the orders.")
    }
}
