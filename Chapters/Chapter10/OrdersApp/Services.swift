import MVVMKit

/// The services a screen's view model may ask for, one protocol each, as chapter 4 declares
/// them: a view model composes the ones it needs, and nothing else is within its reach.
public protocol HasOrdersStore {
    var ordersStore: OrdersStore { get }
}

public protocol HasOrdersSync {
    var ordersSync: OrdersSync { get }
}

public protocol HasPresenter {
    var presenter: PresenterService { get }
}

/// The session's container provides each of them by resolving it, as in chapter 4: whatever a
/// view model declares, the container satisfies, and still nothing is registered.
extension Container: HasOrdersStore, HasOrdersSync, HasPresenter {
    public var ordersStore: OrdersStore { resolve() }
    public var ordersSync: OrdersSync { resolve() }
    public var presenter: PresenterService { resolve() }
}
