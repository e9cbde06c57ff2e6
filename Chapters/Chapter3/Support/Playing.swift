import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// `swift run Chapter3 --play`: two tabs of orders. A tap on the first presents the details
/// through `PresenterService`; a tap on the second pushes them through `NavigationService`.
enum Playing {
    static func setUp(in window: UIWindow, from container: Container) async {
        let provider: OrdersProvider = container.resolve()
        let presenting = OrdersVC()
        presenting.viewModel = container.resolve() as OrdersVM
        let pushing = OrdersVC()
        pushing.viewModel = container.resolve() as PushingOrdersVM
        let presentingTab = UINavigationController(rootViewController: presenting)
        presentingTab.title = "Presents"
        let pushingTab = UINavigationController(rootViewController: pushing)
        pushingTab.title = "Pushes"
        let tabs = UITabBarController()
        tabs.viewControllers = [presentingTab, pushingTab]
        // Both lists load now, so that the second tab has its orders when it is selected.
        pushing.loadViewIfNeeded()
        await provider.answered()
        window.rootViewController = tabs
        await provider.answered()
    }
}
