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
    await printScreen(.inABox) {
        window.rootViewController = viewController
        await provider.answered()
    }

    subheading("A tap presents the details")
    tapRow(2, on: viewController)
    let details = viewController.presentedViewController as? OrderDetailsVC
    print(
        "Presented over \(name(of: viewController)): \(name(of: details)), "
            + "holding \(name(of: details?.viewModel)).")

    subheading("Dismissed through the router")
    print("A Close button on the details would call presenter.dismiss(), as here:")
    let presenter: PresenterService = container.resolve()
    presenter.dismiss()
    return viewController
}

/// A type's name, or `nothing`: what the chapter prints of what it found.
func name(of found: Any?) -> String {
    found.map { "\(type(of: $0))" } ?? "nothing"
}
