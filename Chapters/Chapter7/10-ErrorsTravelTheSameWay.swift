import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Errors travel the same way": caught and turned into an event, turned into another error
/// and received, or thrown by a handler, from where it was thrown.
func errorsTravelToo(in window: UIWindow, appDelegate: AppDelegate) async {
    let (navigation, orders) = await showOrdersAgain(in: window)
    orders.catchError(SessionExpired.self) { _, _ in ShowSignIn() }
    navigation.handleEvent(ShowSignIn.self) { navigation, _ in
        navigation.present(
            MessageVC(title: "Sign in", text: "Your session is over."), animated: true)
    }
    var row = 0
    print("(the user taps the cell in row \(row); the server says the session is over)")
    orders.cell(at: row).userTappedWithAnExpiredSession()
    navigation.dismiss(animated: true)

    orders.transformError(Offline.self) { _, _ in
        OrdersUnavailable(reason: "No network: the orders are as they were.")
    }
    navigation.receiveError(OrdersUnavailable.self) { navigation, error in
        navigation.present(MessageVC(title: "Offline", text: error.reason), animated: true)
        return .handled
    }
    row = 1
    print("(the user taps the cell in row \(row); the network is down)")
    orders.cell(at: row).userTappedWhileOffline()
    navigation.dismiss(animated: true)

    orders.handleError(OrderGone.self) { _, _ in print("  (never: OrdersVC is below it)") }
    navigation.handleEvent(OpenOrder.self) { _, event in throw OrderGone(id: event.id) }
    appDelegate.handleError(OrderGone.self) { _, error in
        print("  (AppDelegate logs that order #\(error.id) is gone)")
    }
    print("The navigation controller's handler throws: order #3 was deleted on the server.")
    tapCell(inRow: 2, on: orders)
}
