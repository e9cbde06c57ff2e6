import ChapterRunner
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

/// The same list, for the sections after the first that shows it: said, not drawn again.
func showOrdersAgain(in window: UIWindow) -> (UINavigationController, OrdersVC) {
    var shown: (UINavigationController, OrdersVC)?
    showWithoutPrinting("the orders list of section 5 is on screen, in its navigation controller") {
        shown = showOrders(in: window)
    }
    return shown!
}

func tap(row: Int, on orders: OrdersVC) {
    print("(the user taps row \(row))")
    orders.cell(at: row).userTapped()
}

/// The responders from `responder` to the end of its chain, following `next`.
func chain(from responder: UIResponder) -> String {
    var names: [String] = []
    var current: UIResponder? = responder
    while let link = current {
        names.append("\(type(of: link))")
        current = link.next
    }
    return names.joined(separator: " → ")
}
