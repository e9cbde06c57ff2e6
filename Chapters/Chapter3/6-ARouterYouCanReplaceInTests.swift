import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The router is a service like any other, so a test can replace it and check which screen
/// a view model asked for, with which arguments, without any screen at all.
func replaceableRouter() {
    let container = ContainerMock()
    container.replace(PresenterService.self, with: RecordingPresenter.self)
    container.replace(OrdersProvider.self, with: OrdersProviderMock.self)

    let viewModel: OrdersVM = container.resolve()
    viewModel.loadOrders()
    viewModel.showOrderDetails(forOrderIndex: 3)

    let presenter: PresenterService = container.resolve()
    let requests = (presenter as? RecordingPresenter)?.requests ?? []
    print("The recording router was asked to:")
    for request in requests {
        print("  \(request)")
    }
    if requests.isEmpty {
        print("  nothing")
    }
}

/// A router for tests: it writes down what it was asked to show and shows nothing.
final class RecordingPresenter: PresenterService {
    private(set) var requests: [String] = []

    override func present<VC: UIViewController & IHaveViewModel>(
        _ viewController: VC.Type, args: VC.ViewModel.Arguments
    ) where VC.ViewModel: IResolvable {
        requests.append("present \(VC.self) with \(args)")
    }

    override func dismiss() {
        requests.append("dismiss")
    }
}

/// A provider for tests: the same 100 orders, at once, with no server and no clock.
final class OrdersProviderMock: OrdersProvider {
    override func loadOrders(completion: @escaping ([Order]) -> Void) {
        completion((1...100).map { Order(name: "Order", id: $0) })
    }
}
