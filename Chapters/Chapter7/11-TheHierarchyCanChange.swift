import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "The hierarchy can change": a container screen goes between the cell and its handler,
/// then a handler lower down takes the tap; the cell and the handler above never change.
func theHierarchyCanChange(in window: UIWindow) {
    let (navigation, _) = showOrdersAgain(in: window)
    navigation.handleEvent(OpenOrder.self) { navigation, event in
        navigation.pushViewController(
            MessageVC(title: "Order #\(event.id)", text: "Details of order #\(event.id)"),
            animated: true)
    }
    print("The list goes into a screen with a banner above it:")
    let orders = OrdersVC()
    navigation.setViewControllers([BannerVC(content: orders)], animated: false)
    print("  " + chain(from: orders.cell(at: 0)))
    tapCell(inRow: 0, on: orders)
    navigation.popViewController(animated: true)

    print("Now the list takes the tap itself; nothing between the cell and it changed:")
    orders.handleEvent(OpenOrder.self) { orders, event in
        orders.navigationController?.pushViewController(
            MessageVC(title: "Order #\(event.id)", text: "Opened by the list"), animated: true)
    }
    tapCell(inRow: 1, on: orders)
    navigation.popViewController(animated: true)
}
