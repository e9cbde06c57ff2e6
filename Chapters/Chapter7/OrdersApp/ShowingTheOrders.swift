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
