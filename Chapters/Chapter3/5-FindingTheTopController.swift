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
    print("Top controller: \(topName(presenter)), through the selected tab and its stack.")
    presenter.present(OrderDetailsVC.self, args: Order(name: "Order", id: 7))
    print("Top controller: \(topName(presenter)), presented over the tabs.")
    presenter.present(OrderDetailsVC.self, args: Order(name: "Order", id: 8))
    print("So the second screen went over the first. Dismissing twice goes back:")
    presenter.dismiss()
    presenter.dismiss()
}

private func topName(_ presenter: PresenterService) -> String {
    presenter.topViewController.map { "\(type(of: $0))" } ?? "none"
}
