import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// Where does a new screen go? On top of what the user sees, found through the selected
/// tab, the navigation stack and whatever is already presented.
func findingTheTop(of ordersScreen: OrdersVC, in window: UIWindow, from container: Container) {
    let orders = UINavigationController(rootViewController: ordersScreen)
    orders.title = "Orders"
    let profile = UIViewController()
    profile.title = "Profile"
    let tabs = UITabBarController()
    tabs.viewControllers = [orders, profile]
    window.rootViewController = tabs

    let presenter: PresenterService = container.resolve()
    print("Top controller: \(place(of: presenter.topViewController)).")
    presenter.present(OrderDetailsVC.self, args: Order(name: "Order", id: 7))
    print("Top controller: \(place(of: presenter.topViewController)).")
    presenter.present(OrderDetailsVC.self, args: Order(name: "Order", id: 8))
    print("Top controller: \(place(of: presenter.topViewController)).")
    print("Dismissing twice goes back:")
    presenter.dismiss()
    presenter.dismiss()
}

/// Where a controller is, as UIKit tells it: each container it is in, through `parent`, and
/// whether it was presented. (Which controller presented it depends on the presentation
/// style on a device, so the chapter does not print it.)
private func place(of controller: UIViewController?) -> String {
    guard let controller else { return "none" }
    var place = name(of: controller)
    var inner = controller
    while let parent = inner.parent {
        place += ", in \(name(of: parent))"
        inner = parent
    }
    if inner.presentingViewController != nil {
        place += ", presented"
    }
    return place
}
