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

/// Plays the user: taps the cell in a row, whose own action sends its event up. That is not a
/// row selection, which UIKit tells the table's delegate (the runner's `tapRow`).
func tapCell(inRow row: Int, on orders: OrdersVC) {
    print("(the user taps the cell in row \(row))")
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
