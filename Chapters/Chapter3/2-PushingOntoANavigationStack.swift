import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The same story in a navigation stack, through `NavigationService`.
func pushingOntoAStack(in window: UIWindow, from container: Container) async {
    let viewController = OrdersVC()
    viewController.viewModel = container.resolve() as PushingOrdersVM
    window.rootViewController = UINavigationController(rootViewController: viewController)
    let provider: OrdersProvider = container.resolve()
    await provider.answered()

    tapRow(1, on: viewController)
    print("PushingOrdersVM asked NavigationService, which found the navigation controller")
    print("on top and pushed the details onto it. Popping goes back:")
    let navigator: NavigationService = container.resolve()
    navigator.popViewController()
}
