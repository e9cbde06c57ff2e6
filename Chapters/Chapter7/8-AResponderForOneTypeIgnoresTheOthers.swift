import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "A responder for one type ignores the others": it lets every other type through
/// untouched; a responder registered without a type sees them all.
func typedFilters(in window: UIWindow) async {
    let (navigation, orders) = await showOrdersAgain(in: window)
    orders.handleEvent(Refresh.self) { _, _ in print("  (OrdersVC reloads the list)") }
    navigation.handleEvent(OpenOrder.self) { _, _ in print("  (UINavigationController opens it)") }
    print("A pull to refresh, sent from the table:")
    orders.cell(at: 0).superview?.triggerEvent(Refresh())
    tapCell(inRow: 0, on: orders)

    print("The navigation controller's view now receives every event, with no type:")
    navigation.view.receiveEvent { _, event in
        print("  (the navigation controller's view notes \(type(of: event)))")
        return .notHandled
    }
    tapCell(inRow: 1, on: orders)
}
