import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "An event goes up until someone handles it": only the cell and the navigation
/// controller know `OpenOrder`. The handler is given the navigation controller, so it does
/// not capture it.
func anEventGoesUp(in window: UIWindow) async {
    let (navigation, orders) = await showOrdersAgain(in: window)
    navigation.handleEvent(OpenOrder.self) { navigation, event in
        navigation.pushViewController(
            MessageVC(title: "Order #\(event.id)", text: "Details of order #\(event.id)"),
            animated: true)
    }
    tapCell(inRow: 2, on: orders)
    navigation.popViewController(animated: true)
}
