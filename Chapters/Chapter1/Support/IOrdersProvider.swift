import Foundation

/// The provider's face for tests: what the view model needs, without the concrete class.
protocol IOrdersProvider {
    func loadOrders(for customerId: Int, date: Date)
}

extension OrdersProvider: IOrdersProvider {}
