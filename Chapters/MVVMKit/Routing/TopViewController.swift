#if canImport(UIKit)
import UIKit
#endif

/// The controller on top of the key window: what the user sees, found through navigation
/// stacks, the selected tab and presented controllers. Nil without a key window.
///
/// The key window is found through the connected scenes, as current UIKit asks; an app with
/// several scenes would pick the one the user acted in.
@MainActor
func findTopViewController() -> UIViewController? {
    let keyWindow = UIApplication.shared.connectedScenes
        .compactMap { ($0 as? UIWindowScene)?.keyWindow }
        .first
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

/// The controller on top, for a router asked to `action`; with no key window, a stop that
/// says what is missing.
@MainActor
func requireTopViewController(for router: Any.Type, to action: String) -> UIViewController {
    guard let top = findTopViewController() else {
        fatalError(
            "\(router) cannot \(action): there is no key window with a root view controller. "
                + "Create a UIWindow(windowScene:), set its rootViewController and call "
                + "makeKeyAndVisible() first.")
    }
    return top
}
