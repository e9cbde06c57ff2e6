#if canImport(UIKit)
import UIKit
#endif

/// Shows screens modally. One call builds the controller, resolves its view model with all
/// its dependencies, and presents it over whatever is on top.
///
/// It keeps a reference to the container: a router is the one service that creates screens,
/// so it is the one allowed to hold on to the container.
@MainActor
open class PresenterService: ISingleton {
    private let container: ContainerReference

    /// A router that keeps `container` weakly, to build screens with.
    public required init(container: any IContainer, args: Void) {
        self.container = ContainerReference(container, heldBy: Self.self)
    }

    /// The controller the user sees, which new screens are presented from.
    public var topViewController: UIViewController? {
        findTopViewController()
    }

    /// Builds `viewController`, resolves its view model with `args`, and presents it over the
    /// screen on top.
    open func present<VC: UIViewController & IHaveViewModel>(
        _ viewController: VC.Type, args: VC.ViewModel.Arguments
    ) where VC.ViewModel: IResolvable {
        let top = requireTopViewController(for: PresenterService.self, to: "present \(VC.self)")
        top.present(container.makeScreen(VC.self, args: args), animated: true, completion: nil)
    }

    /// Dismisses the screen on top, which must have been presented.
    open func dismiss() {
        guard let topViewController, topViewController.presentingViewController != nil else {
            fatalError(
                "PresenterService cannot dismiss: the top view controller, "
                    + "\(topViewController.map { "\(type(of: $0))" } ?? "none"), "
                    + "was not presented. Dismiss only what present(_:args:) showed.")
        }
        topViewController.dismiss(animated: true, completion: nil)
    }
}
