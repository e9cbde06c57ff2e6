import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// Navigation that follows a result rather than a tap: the view model opens an order as
/// soon as the orders arrive.
func afterAnAsyncResult(in window: UIWindow, from container: Container) async {
    let viewController = OrdersVC()
    let viewModel: OrdersVM = container.resolve()
    viewController.viewModel = viewModel
    print("A notification asks for order 42 before the orders have loaded.")
    viewModel.showOrderDetails(forOrderId: 42)
    window.rootViewController = viewController
    let provider: OrdersProvider = container.resolve()
    await provider.answered()
    print("The view model opened it once the orders arrived; nobody tapped anything.")
    print("Dismissed again through the router:")
    let presenter: PresenterService = container.resolve()
    presenter.dismiss()
}
