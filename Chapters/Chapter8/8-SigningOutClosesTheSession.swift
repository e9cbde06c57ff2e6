import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Signing out closes the session": every model is told, then every service, then the app,
/// and everything goes; a new session opens. A request of the old session that answers late
/// reaches nobody.
func signingOut(in window: UIWindow) {
    let app = App(window: window)
    app.openSession()
    weak let oldNavigation = window.rootViewController as? UINavigationController
    if let oldNavigation {
        select(row: 1, in: oldNavigation)
    }
    weak let oldSession = app.session
    var order = oldSession?.flow?.children.compactMap { $0 as? OrderModel }.first
    weak let oldOrder = order
    print(oldSession?.treeDescription ?? "")

    print("(the user taps Sign out on the order's screen)")
    order?.bubble(SignOut())
    print("The new session's tree:")
    print(app.session?.treeDescription ?? "")

    print("A request of the old session answers now, and reports that it found nothing:")
    let saved = Unhandled.warningOutput
    Unhandled.warningOutput = { print("  warning: \($0)") }
    order?.reportError(AppError.noResults)
    Unhandled.warningOutput = saved
    order = nil
    let alive = [oldSession as AnyObject?, oldNavigation, oldOrder].compactMap { $0 }.count
    print("Alive now, of the old session, its navigation controller and its order: \(alive)")
}
