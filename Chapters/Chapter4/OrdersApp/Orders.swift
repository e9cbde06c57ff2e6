import MVVMKit

/// An order, as the server would send it.
struct Order {
    let name: String
    let id: Int
}

/// The view model of one row.
final class OrderVM {
    let order: Order

    var name: String {
        "\(order.name) #\(order.id)"
    }

    init(order: Order) {
        self.order = order
    }
}

/// Loads orders; a singleton of the chapter-1 container.
final class OrdersProvider: ISingleton {
    init(container: any IContainer, args: Void) {}

    func loadOrders() -> [Order] {
        (1...100).map { Order(name: "Order", id: $0) }
    }
}

/// What a view model that loads orders needs.
protocol HasOrdersProvider {
    var ordersProvider: OrdersProvider { get }
}

/// The orders list's view model, which names the one service it uses.
struct OrdersVM: ViewModelWithServices {
    typealias Services = HasOrdersProvider

    let orders: [OrderVM]

    init(withServices services: Services) {
        orders = services.ordersProvider.loadOrders().map { OrderVM(order: $0) }
    }
}
