import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "The same tap, another handler": the same cell and table; only the responder that handles changed.
func changeWhoHandles(in window: UIWindow) {
    let (_, orders) = showOrders(in: window)
    orders.handleEvent(OpenOrder.self) { event in
        orders.present(
            MessageVC(title: "Order #\(event.id)", text: "Shown over the list"), animated: true)
    }
    tap(row: 1, on: orders)
    print("Nothing between the cell and OrdersVC changed; only who handles OpenOrder.")
    orders.dismiss(animated: true)
}
