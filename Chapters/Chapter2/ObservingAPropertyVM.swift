import MVVMKit

// No `import Foundation` in this file: on Apple platforms it can bring in Observation, whose
// `@Observable` macro would take the place of MVVMKit's property wrapper.

extension ObservingAProperty {
    final class OrdersVM {
        @Observable var orders: [OrderVM] = []
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
}
