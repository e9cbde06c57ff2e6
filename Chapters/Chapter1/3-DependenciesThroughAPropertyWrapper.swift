import Foundation
import MVVMKit

/// The article's section "One more thing": the dependency comes from a property wrapper instead of
/// the initializer.
enum PropertyWrapper {
    final class OrdersVM: IPerRequest {
        struct Args {
            let customerId: Int
            let date: Date
        }

        @Resolvable
        private var ordersProvider: OrdersProvider
        private let args: Args

        required init(container: any IContainer, args: Args) {
            self.args = args
        }

        func loadOrders() {
            ordersProvider.loadOrders(for: args.customerId, date: args.date)
        }
    }

    static func run() {
        let container = Container()
        ContainerHolder.container = container  // once, at launch, for every @Resolvable
        let viewModel: OrdersVM = container.resolve(
            args: .init(customerId: 42, date: ArticleDates.propertyWrapper))
        viewModel.loadOrders()
    }
}
