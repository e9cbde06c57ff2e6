import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "A responder for one type ignores the others": it lets every other type through
/// untouched; a responder registered without a type sees them all.
func typedFilters(in window: UIWindow) {
    let (navigation, orders) = showOrdersAgain(in: window)
    orders.handleEvent(Refresh.self) { _, _ in print("  (OrdersVC reloads the list)") }
    navigation.handleEvent(OpenOrder.self) { _, _ in print("  (UINavigationController opens it)") }
    print("A pull to refresh, sent from the table:")
    orders.cell(at: 0).superview?.triggerEvent(Refresh())
    tapCell(inRow: 0, on: orders)

    print("A responder with no type sees every event; this one notes each and lets it go on:")
    navigation.view.receiveEvent { _, event in
        print("  (the navigation controller's view notes \(type(of: event)))")
        return .notHandled
    }
    tapCell(inRow: 1, on: orders)
}
