#if canImport(UIKit)
import UIKit
#endif

/// How a router holds the container that built it: weakly, because the container already
/// holds the router (it caches singletons), and a strong reference back would keep both alive
/// for good. The article uses `unowned`; a weak reference lets misuse say what went wrong
/// instead of stopping with "Attempted to read an unowned reference".
@MainActor
struct ContainerReference {
    private weak var container: (any IContainer)?
    private let owner: Any.Type

    init(_ container: any IContainer, heldBy owner: Any.Type) {
        self.container = container
        self.owner = owner
    }

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        guard let container else {
            fatalError(
                "\(owner) outlived the container that built it, so it cannot resolve \(T.self). "
                    + "Keep the Container alive for as long as anything it built is in use "
                    + "(an app keeps it for its whole life).")
        }
        return container.resolve(args: args)
    }
}

extension ContainerReference {
    /// Builds a screen from its type and gives it its view model, resolved with `args`: what
    /// both routers do before they show a screen.
    func makeScreen<VC: UIViewController & IHaveViewModel>(
        _ type: VC.Type, args: VC.ViewModel.Arguments
    ) -> VC where VC.ViewModel: IResolvable {
        let screen = makeViewController(VC.self)
        screen.viewModel = resolve(args: args)
        return screen
    }
}
