@testable import Chapter7
@testable import MVVMKit

/// Every hop of the chain while `body` runs, as "Responder: step".
@MainActor
func hops(_ body: () -> Void) -> [String] {
    var steps: [String] = []
    let previous = ResponderChain.trace
    ResponderChain.trace = { responder, step in steps.append("\(type(of: responder)): \(step)") }
    defer { ResponderChain.trace = previous }
    body()
    return steps
}

/// The chapter's hierarchy, on screen: orders in a navigation controller in a key window.
@MainActor
func ordersOnScreen() -> (window: UIWindow, navigation: UINavigationController, orders: OrdersVC) {
    let scene = UIApplication.shared.connectedScenes.first as! UIWindowScene
    let window = UIWindow(windowScene: scene)
    let (navigation, orders) = showOrders(in: window)
    window.makeKeyAndVisible()
    _ = navigation.screenLines()  // drawn, so the table has its cells
    return (window, navigation, orders)
}

struct Ping: ChainEvent {}
struct Pong: ChainEvent {}
struct Broken: Error {}
