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
    let orderId = 42
    print("A notification asks for order \(orderId) before the orders have loaded.")
    viewModel.showOrderDetails(forOrderId: orderId)
    window.rootViewController = viewController
    let provider: OrdersProvider = container.resolve()
    await provider.answered()
    let shown = viewController.presentedViewController
    print("Presented once the orders arrived, with no tap: \(name(of: shown)).")
    if shown != nil {
        print("Dismissed again through the router:")
        let presenter: PresenterService = container.resolve()
        presenter.dismiss()
    }
}
