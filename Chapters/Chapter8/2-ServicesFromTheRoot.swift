import MVVMKit

/// "Services from the root": a model asks its tree, which asks the session's container.
func servicesFromTheRoot() {
    let tree = AppTree()
    tree.session.container.onResolve = { print("       \($0)") }
    print("OrderDetailsModel, two levels below the session, asks its tree for OrdersProvider:")
    let provider: OrdersProvider = tree.details.service()
    print("It got the session's provider, with \(provider.orderCount()) orders.")
}
