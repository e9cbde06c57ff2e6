import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The list, a tap, the details presented modally, and dismissed again: all through the
/// view model and `PresenterService`. Returns the list's screen for the later sections.
func presentingModally(in window: UIWindow, from container: Container) async -> OrdersVC {
    subheading("The orders list, resolved from the container")
    let viewController = OrdersVC()
    viewController.viewModel = container.resolve() as OrdersVM
    let provider: OrdersProvider = container.resolve()
    await drawnAfterWaiting {
        window.rootViewController = viewController
        await provider.answered()
    }

    subheading("A tap presents the details")
    tapRow(2, on: viewController)
    print("OrdersVC passed the tap to OrdersVM, which asked PresenterService. The service")
    print("built OrderDetailsVC, resolved its OrderDetailsVM from the container with the")
    print("order as arguments, and presented it over the list.")

    subheading("Dismissed through the router")
    print("A Close button on the details would call presenter.dismiss(), as here:")
    let presenter: PresenterService = container.resolve()
    presenter.dismiss()
    return viewController
}
