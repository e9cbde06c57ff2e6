import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The chapter-1 container provides the service by resolving it: the view model's
/// dependencies are in its type, and still nothing is registered.
extension Container: HasOrdersProvider {
    var ordersProvider: OrdersProvider {
        resolve()
    }
}

/// Beyond the article: the container is the object that provides the services.
func containerAsServices() {
    let container = Container()
    container.onResolve = { print("       \($0)") }
    print("OrdersVC.instantiate(withServices: container), with the chapter-1 container:")
    let screen = OrdersVC.instantiate(withServices: container)
    print("OrdersVM said it needs HasOrdersProvider; the container provided it by resolving,")
    print("and OrdersVM got \(screen.viewModel.orders.count) orders. Nothing was registered.")
}
