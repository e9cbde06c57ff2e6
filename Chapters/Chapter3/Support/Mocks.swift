import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

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
