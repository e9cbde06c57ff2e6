import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Receive: handle it, or pass it on": a responder may take some events and let the others go on.
func receiveAndDecide(in window: UIWindow) async {
    let (navigation, orders) = await showOrdersAgain(in: window)
    navigation.handleEvent(OpenOrder.self) { navigation, event in
        navigation.pushViewController(
            MessageVC(title: "Order #\(event.id)", text: "Details of order #\(event.id)"),
            animated: true)
    }
    orders.receiveEvent(OpenOrder.self) { _, event in
        guard event.id == 2 else { return .notHandled }
        print("  (order #\(event.id) is archived)")
        return .handled
    }
    tapCell(inRow: 1, on: orders)
    tapCell(inRow: 0, on: orders)
    navigation.popViewController(animated: true)
}
