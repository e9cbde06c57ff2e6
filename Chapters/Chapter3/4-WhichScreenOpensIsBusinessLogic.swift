import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// Which screen a tap opens depends on the order, and the view model decides.
func whichScreenIsBusinessLogic(in window: UIWindow, from container: Container) async {
    let viewController = OrdersVC()
    viewController.viewModel = container.resolve() as CheckingOrdersVM
    let provider: OrdersProvider = container.resolve()
    await drawnAfterWaiting {
        window.rootViewController = viewController
        await provider.answered()
    }
    let presenter: PresenterService = container.resolve()

    print("Order #1 is not paid yet, so its row opens the payment screen:")
    tapRow(0, on: viewController)
    presenter.dismiss()
    print("Order #2 is paid, so its row opens the details, as before:")
    tapRow(1, on: viewController)
    presenter.dismiss()
}
