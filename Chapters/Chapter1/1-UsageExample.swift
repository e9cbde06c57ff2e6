import Foundation
import MVVMKit

/// "Usage example": build a view model with its arguments and let it use its dependency.
func usageExample() {
    let container = Container()
    let viewModel: OrdersVM = container.resolve(
        args: .init(customerId: 42, date: ArticleDates.example))
    viewModel.loadOrders()
}

/// A service with no dependencies of its own: one instance for the whole app.
class OrdersProvider: ISingleton {
    required init(container: any IContainer, args: Void) {}

    func loadOrders(for customerId: Int, date: Date) {
        print("Loading orders for customer '\(customerId)', date '\(date)'")
    }
}

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
