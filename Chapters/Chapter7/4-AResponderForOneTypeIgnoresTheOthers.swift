import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "A responder for one type ignores the others": it lets every other type through untouched.
func typedFilters(in window: UIWindow) {
    let (navigation, orders) = showOrders(in: window)
    orders.handleEvent(Refresh.self) { _ in print("  (OrdersVC reloads the list)") }
    navigation.handleEvent(OpenOrder.self) { _ in print("  (UINavigationController opens it)") }
    print("A pull to refresh, sent from the table:")
    orders.cell(at: 0).superview?.triggerEvent(Refresh())
    tap(row: 0, on: orders)
}
