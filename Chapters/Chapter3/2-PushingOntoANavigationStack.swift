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
    let stack = viewController.navigationController?.viewControllers ?? []
    print("The navigation stack holds: \(stack.map(name(of:)).joined(separator: ", ")).")
    print("Popping goes back:")
    let navigator: NavigationService = container.resolve()
    navigator.popViewController()
}

/// The same list for an app built on a navigation stack: details are pushed, not presented.
final class PushingOrdersVM: OrdersVM {
    private let navigator: NavigationService

    required init(container: any IContainer, args: Void) {
        self.navigator = container.resolve()
        super.init(container: container, args: args)
    }

    override func showOrderDetails(forOrderIndex index: Int) {
        let order = orders[index].order
        navigator.pushViewController(OrderDetailsVC.self, args: order)
    }
}
