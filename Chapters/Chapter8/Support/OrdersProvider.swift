import MVVMKit

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
