import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Errors travel the same way": caught on the way, and turned into an event.
func errorsTravelToo(in window: UIWindow) {
    let (navigation, orders) = showOrders(in: window)
    orders.catchError(SessionExpired.self) { _ in ShowSignIn() }
    navigation.handleEvent(ShowSignIn.self) { _ in
        navigation.present(
            MessageVC(title: "Sign in", text: "Your session is over."), animated: true)
    }
    print("(the user taps row 0; the server says the session is over)")
    orders.cell(at: 0).userTappedWithAnExpiredSession()
    navigation.dismiss(animated: true)
}
