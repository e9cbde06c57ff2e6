import MVVMKit

/// The same list for an app built on a navigation stack: details are pushed, not presented.
final class PushingOrdersVM: OrdersVM {
    private let navigator: NavigationService

    required init(container: any IContainer, args: Void) {
        self.navigator = container.resolve()
        super.init(container: container, args: args)
    }

    override func showOrderDetails(forOrderIndex index: Int) {
        let order = orders[index].order
        navigator.pushViewController(OrderDetailsVC.self, args: order)
    }
}
