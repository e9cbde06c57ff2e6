import ChapterRunner
import MVVMKit
import OrdersApp

#if canImport(UIKit)
import UIKit
#endif

/// "Signing out closes everything": the Sign out button's event goes up the chain, the flow
/// bubbles it to the session (chapter 8), and the session tells every model and service and
/// lets them all go; the app shows the sign-in screen.
func signingOut(on phone: Phone) {
    watchTheSession(on: phone)
    phone.tapSignOut()
    print("Of the first session, still alive: \(phone.stillAlive).")
}

/// Everything the open session made, watched to see it freed: its tree, its screens and its
/// services.
func watchTheSession(on phone: Phone) {
    phone.watch("session", phone.app.session)
    phone.watch("flow model", phone.app.session?.children.first)
    phone.watch("flow's navigation controller", phone.window.rootViewController)
    phone.watch("list screen", phone.ordersScreen)
    phone.watch("list's view model", phone.ordersScreen?.viewModel)
    phone.watch("store", phone.service(OrdersStore.self))
    phone.watch("sync", phone.service(OrdersSync.self))
    phone.watch("navigation router", phone.service(NavigationService.self))
    phone.watch("presenting router", phone.service(PresenterService.self))
}
