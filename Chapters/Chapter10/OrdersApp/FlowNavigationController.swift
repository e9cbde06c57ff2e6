import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The flow's view: a navigation stack that starts with the orders list in a container
/// screen. It is the top of the responder chain for every screen in it, so this is where a
/// cell's action meets the flow model.
final class FlowNavigationController: UINavigationController {
    private weak var flow: OrdersFlow?
    private let link: ScreenLink

    init(flow: OrdersFlow, services: OrdersViewModel.Services) {
        self.flow = flow
        link = ScreenLink(flow)
        let list = OrdersScreen()
        list.viewModel = OrdersViewModel(withServices: services)
        super.init(rootViewController: ContainerViewController(content: list))
        handleTheFlowsEvents()
    }

    /// What the screens below send up that is the flow's to act on. Each handler is given this
    /// controller, so none keeps it alive.
    private func handleTheFlowsEvents() {
        handleEvent(ShowOrderDetails.self) { navigation, event in
            navigation.flow?.showDetails(ofOrder: event.id)
        }
        handleEvent(SignOutTapped.self) { navigation, _ in navigation.flow?.bubble(SignOut()) }
    }

    required init?(coder: NSCoder) {
        fatalError("FlowNavigationController is built for its flow.")
    }
}
