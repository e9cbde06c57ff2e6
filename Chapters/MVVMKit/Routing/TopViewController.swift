#if canImport(UIKit)
import UIKit
#endif

/// The controller on top of the key window: what the user sees, found through navigation
/// stacks, the selected tab and presented controllers. Nil without a key window.
@MainActor
func findTopViewController() -> UIViewController? {
    let keyWindow = UIApplication.shared.windows.first { $0.isKeyWindow }
    return findTopViewController(in: keyWindow?.rootViewController)
}

@MainActor
func findTopViewController(in controller: UIViewController?) -> UIViewController? {
    if let navigationController = controller as? UINavigationController {
        return findTopViewController(in: navigationController.topViewController)
    } else if let tabController = controller as? UITabBarController,
        let selected = tabController.selectedViewController
    {
        return findTopViewController(in: selected)
    } else if let presented = controller?.presentedViewController {
        return findTopViewController(in: presented)
    }
    return controller
}
