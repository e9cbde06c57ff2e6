import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Transform: one event becomes another": the cell knows an order's number, the list knows
/// its name. The new event goes on from the list, where the old one was.
func transformOneEventIntoAnother(in window: UIWindow) async {
    let (navigation, orders) = await showOrdersAgain(in: window)
    orders.transformEvent(OpenOrder.self) { orders, event in
        ShowOrder(title: orders.title(ofOrder: event.id))
    }
    navigation.handleEvent(ShowOrder.self) { navigation, event in
        navigation.pushViewController(
            MessageVC(title: event.title, text: "Named by the list"), animated: true)
    }
    tapCell(inRow: 2, on: orders)
    navigation.popViewController(animated: true)
}
