import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// A router that writes down every request before carrying it out: one place that sees all
/// the navigation of the app, for a log, or for a breakpoint.
final class LoggingPresenter: PresenterService {
    override func present<VC: UIViewController & IHaveViewModel>(
        _ viewController: VC.Type, args: VC.ViewModel.Arguments
    ) where VC.ViewModel: IResolvable {
        print("router: present \(VC.self) with \(args)")
        super.present(viewController, args: args)
    }

    override func dismiss() {
        print("router: dismiss")
        super.dismiss()
    }
}

/// Every screen the app opens goes through the router, so one subclass sees them all.
func onePlaceForNavigation(in window: UIWindow) {
    let container = ContainerMock()
    container.replace(PresenterService.self, with: LoggingPresenter.self)
    container.replace(OrdersProvider.self, with: OrdersProviderMock.self)
    let viewController = OrdersVC()
    viewController.viewModel = container.resolve() as CheckingOrdersVM
    window.rootViewController = viewController
    let presenter: PresenterService = container.resolve()

    print("The same screens, with \(name(of: presenter)) as the router:")
    tapRow(0, on: viewController)
    presenter.dismiss()
    tapRow(1, on: viewController)
    presenter.dismiss()
}
