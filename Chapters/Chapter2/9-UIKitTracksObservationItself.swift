import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "UIKit tracks Observation itself": section 4's table on an `@Observable` model, read in
/// `updateProperties()`. On iOS 26 UIKit notes what the method read and calls it again when that
/// changes: no event, no subscription, no bridge. On iOS 17 nothing calls it.
enum TrackedByUIKit {
    @Observable final class OrdersModel {
        private(set) var orders: [OrderVM] = []
        @ObservationIgnored private let ordersProvider: OrdersProvider

        init(ordersProvider: OrdersProvider) {
            self.ordersProvider = ordersProvider
        }

        func loadOrders() {
            ordersProvider.loadOrders { [weak self] orders in
                self?.orders = orders.map { OrderVM(order: $0) }
            }
        }
    }

    final class OrdersVC: OrdersTableVC {
        let model: OrdersModel

        init(model: OrdersModel) {
            self.model = model
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override var orders: [OrderVM] { model.orders }

        override func viewDidLoad() {
            super.viewDidLoad()
            model.loadOrders()
        }

        override func updateProperties() {
            super.updateProperties()
            title = "\(model.orders.count) orders"
            tableView.reloadData()
        }
    }

    static func run(in window: UIWindow) async {
        await show(in: window)
        await onIOS(17) {
            print("(the same screen on \(playedSystem))")
            await show(in: window)
        }
    }

    /// Shows the screen, lets the orders arrive, and says what the screen shows then.
    private static func show(in window: UIWindow) async {
        let provider = OrdersProvider()
        let screen = OrdersVC(model: OrdersModel(ordersProvider: provider))
        window.rootViewController = screen
        await provider.answered()
        await waitForTheUpdatePass()
        print(
            "On \(playedSystem), a second later the model holds "
                + "\(counted(screen.model.orders.count, "order")); the table shows "
                + "\(counted(screen.tableView.numberOfRows(inSection: 0), "row")); "
                + "updateProperties() ran \(propertiesUpdates(of: screen)).")
    }
}
