import MVVMKit

/// "Services from the root": a model asks its tree, which asks the session's container.
func servicesFromTheRoot() {
    let tree = AppTree()
    tree.session.container.onResolve = { print("       \($0)") }
    print("OrderDetailsModel, two levels below the session, asks its tree for OrdersProvider:")
    let provider: OrdersProvider = tree.details.service()
    print("It got the session's provider, with \(provider.orderCount()) orders.")
}

/// Orders from the server: a singleton of the session's container, told when its session
/// closes.
final class OrdersProvider: ISingleton, SessionService {
    init(container: any IContainer, args: Void) {}

    func orderCount() -> Int {
        100
    }

    func sessionWillClose() {
        print("  OrdersProvider: the session closes; its requests are cancelled")
    }
}
