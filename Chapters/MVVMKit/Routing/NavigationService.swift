#if canImport(UIKit)
import UIKit
#endif

/// Pushes screens onto the navigation stack the user sees. Like `PresenterService`, it
/// builds the controller and resolves its view model from the container it keeps.
@MainActor
open class NavigationService: ISingleton {
    private let container: ContainerReference

    /// A router that keeps `container` weakly, to build screens with.
    public required init(container: any IContainer, args: Void) {
        self.container = ContainerReference(container, heldBy: Self.self)
    }

    /// The navigation controller of the screen on top: that screen itself, the one it is
    /// in, or one among its children.
    public var topNavigationController: UINavigationController? {
        findNavigationController(in: findTopViewController())
    }

    /// Builds `viewController`, resolves its view model with `args`, and pushes it onto the
    /// navigation stack of the screen on top.
    open func pushViewController<VC: UIViewController & IHaveViewModel>(
        _ viewController: VC.Type, args: VC.ViewModel.Arguments
    ) where VC.ViewModel: IResolvable {
        let navigationController = requireNavigationController(for: "push \(VC.self)")
        navigationController.pushViewController(
            container.makeScreen(VC.self, args: args), animated: true)
    }

    /// Pops the screen on top of its navigation stack; stops if there is none to pop.
    open func popViewController() {
        let navigationController = requireNavigationController(for: "pop")
        guard navigationController.popViewController(animated: true) != nil else {
            fatalError(
                "NavigationService cannot pop: the navigation stack holds only its root screen, "
                    + "which is never popped.")
        }
    }

    private func findNavigationController(in controller: UIViewController?)
        -> UINavigationController?
    {
        if let navigationController = controller as? UINavigationController {
            return navigationController
        } else if let navigationController = controller?.navigationController {
            return navigationController
        }
        for child in controller?.children ?? [] {
            if let navigationController = findNavigationController(in: child) {
                return navigationController
            }
        }
        return nil
    }

    private func requireNavigationController(for action: String) -> UINavigationController {
        let top = requireTopViewController(for: NavigationService.self, to: action)
        guard let navigationController = findNavigationController(in: top) else {
            fatalError(
                "NavigationService cannot \(action): the top view controller, \(type(of: top)), "
                    + "is not in a navigation controller and has none among its children. "
                    + "Embed it in a UINavigationController.")
        }
        return navigationController
    }
}
