import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The orders list in a navigation controller, in the window: the hierarchy every section
/// sends its events through.
func showOrders(in window: UIWindow) -> (UINavigationController, OrdersVC) {
    let orders = OrdersVC()
    let navigation = UINavigationController(rootViewController: orders)
    window.rootViewController = navigation
    return (navigation, orders)
}

func tap(row: Int, on orders: OrdersVC) {
    print("(the user taps row \(row))")
    orders.cell(at: row).userTapped()
}

/// "UIKit's responder chain": each responder's `next`, from a cell up.
func uikitsResponderChain(in window: UIWindow) {
    section("UIKit's responder chain")
    let (_, orders) = showOrders(in: window)
    var chain: [String] = []
    var responder: UIResponder? = orders.cell(at: 0)
    while let current = responder {
        chain.append("\(type(of: current))")
        responder = current.next
    }
    print("From a cell, following next:")
    print("  " + chain.joined(separator: " → "))
}

/// "An event goes up until someone handles it": only the cell and the navigation
/// controller know `OpenOrder`.
func anEventGoesUp(in window: UIWindow) {
    section("An event goes up until someone handles it")
    let (navigation, orders) = showOrders(in: window)
    navigation.handleEvent(OpenOrder.self) { event in
        navigation.pushViewController(
            MessageVC(title: "Order #\(event.id)", text: "Details of order #\(event.id)"),
            animated: true)
    }
    tap(row: 2, on: orders)
    navigation.popViewController(animated: true)
}

/// "Receive, and decide": a responder may take some events and let the others go on.
func receiveAndDecide(in window: UIWindow) {
    section("Receive: handle it, or pass it on")
    let (navigation, orders) = showOrders(in: window)
    navigation.handleEvent(OpenOrder.self) { event in
        navigation.pushViewController(
            MessageVC(title: "Order #\(event.id)", text: "Details of order #\(event.id)"),
            animated: true)
    }
    orders.receiveEvent(OpenOrder.self) { event in
        guard event.id == 2 else { return .notHandled }
        print("  (order #2 is archived: OrdersVC keeps the tap, and nothing opens)")
        return .handled
    }
    tap(row: 1, on: orders)
    tap(row: 0, on: orders)
    navigation.popViewController(animated: true)
}

/// "A typed filter": a responder for one type lets every other type through untouched.
func typedFilters(in window: UIWindow) {
    section("A responder for one type ignores the others")
    let (navigation, orders) = showOrders(in: window)
    orders.handleEvent(Refresh.self) { _ in print("  (OrdersVC reloads the list)") }
    navigation.handleEvent(OpenOrder.self) { _ in print("  (UINavigationController opens it)") }
    print("A pull to refresh, sent from the table:")
    orders.cell(at: 0).superview?.triggerEvent(Refresh())
    tap(row: 0, on: orders)
}

/// "Errors travel the same way": caught on the way, and turned into an event.
func errorsTravelToo(in window: UIWindow) {
    section("Errors travel the same way")
    let (navigation, orders) = showOrders(in: window)
    orders.catchError(SessionExpired.self) { _ in ShowSignIn() }
    navigation.handleEvent(ShowSignIn.self) { _ in
        navigation.present(
            MessageVC(title: "Sign in", text: "Your session is over."), animated: true)
    }
    print("(the user taps row 0; the server says the session is over)")
    orders.cell(at: 0).userTappedWithAnExpiredSession()
    navigation.dismiss(animated: true)
}

/// "Change who handles": the same cell and table; only the responder that handles changed.
func changeWhoHandles(in window: UIWindow) {
    section("The same tap, another handler")
    let (_, orders) = showOrders(in: window)
    orders.handleEvent(OpenOrder.self) { event in
        orders.present(
            MessageVC(title: "Order #\(event.id)", text: "Shown over the list"), animated: true)
    }
    tap(row: 1, on: orders)
    print("Nothing between the cell and OrdersVC changed; only who handles OpenOrder.")
    orders.dismiss(animated: true)
}
