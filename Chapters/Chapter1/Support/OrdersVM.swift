import Foundation
import MVVMKit

/// A view model: a new one per screen, built with its arguments, taking its dependency
/// straight from the container.
final class OrdersVM: IPerRequest {
    struct Args {
        let customerId: Int
        let date: Date
    }

    private let ordersProvider: OrdersProvider
    private let args: Args

    required init(container: any IContainer, args: Args) {
        self.ordersProvider = container.resolve()
        self.args = args
    }

    func loadOrders() {
        ordersProvider.loadOrders(for: args.customerId, date: args.date)
    }
}
