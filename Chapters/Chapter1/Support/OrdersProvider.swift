import Foundation
import MVVMKit

/// A service with no dependencies of its own: one instance for the whole app.
class OrdersProvider: ISingleton {
    required init(container: any IContainer, args: Void) {}

    func loadOrders(for customerId: Int, date: Date) {
        print("Loading orders for customer '\(customerId)', date '\(date)'")
    }
}
