import Foundation
import MVVMKit

/// Unit tests, first way: the container uses the required initializer, a test the second one.
enum SecondInitializer {
    final class OrdersVM: IPerRequest {
        struct Args {
            let customerId: Int
            let date: Date
        }

        private let ordersProvider: any IOrdersProvider
        private let args: Args

        required convenience init(container: any IContainer, args: Args) {
            self.init(ordersProvider: container.resolve() as OrdersProvider, args: args)
        }

        init(ordersProvider: any IOrdersProvider, args: Args) {
            self.ordersProvider = ordersProvider
            self.args = args
        }

        func loadOrders() {
            ordersProvider.loadOrders(for: args.customerId, date: args.date)
        }
    }

    /// What a test would hand to the second initializer: it records instead of loading.
    final class RecordingOrdersProvider: IOrdersProvider {
        private(set) var requests: [String] = []

        func loadOrders(for customerId: Int, date: Date) {
            requests.append("customer '\(customerId)', date '\(date)'")
        }
    }

    static func run() {
        let provider = RecordingOrdersProvider()
        let viewModel = OrdersVM(
            ordersProvider: provider,
            args: .init(customerId: 42, date: ArticleDates.example))
        viewModel.loadOrders()
        print("What the test's stand-in was asked for:")
        for request in provider.requests {
            print("  \(request)")
        }
        if provider.requests.isEmpty {
            print("  nothing")
        }
    }
}
