import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// Loads orders; a singleton of the chapter-1 container.
final class OrdersProvider: ISingleton {
    init(container: any IContainer, args: Void) {}

    func loadOrders() -> [Order] {
        (0...99).map { Order(name: "Order", id: $0) }
    }
}

protocol HasOrdersProvider {
    var ordersProvider: OrdersProvider { get }
}

/// The chapter-1 container provides the service by resolving it: the view model's
/// dependencies are in its type, and still nothing is registered.
extension Container: HasOrdersProvider {
    var ordersProvider: OrdersProvider {
        resolve()
    }
}

/// The orders list's view model, which names the one service it uses.
struct OrdersVM: IViewModel {
    typealias Services = HasOrdersProvider

    let orders: [OrderVM]

    init(withServices services: Services) {
        orders = services.ordersProvider.loadOrders().map { OrderVM(order: $0) }
    }
}

/// Beyond the article: the container is the object that provides the services.
func containerAsServices() -> Container {
    section("The container as the services")
    let container = Container()
    container.onResolve = { print("       \($0)") }
    print("OrdersVC.instantiate(withServices: container), with the chapter-1 container:")
    let screen = OrdersVC.instantiate(withServices: container)
    print("OrdersVM said it needs HasOrdersProvider; the container provided it by resolving,")
    print("and OrdersVM got \(screen.viewModel.orders.count) orders. Nothing was registered.")
    container.onResolve = nil
    return container
}
