import MVVMKit

/// The orders list's view model, now built by the container with both of its services.
class OrdersVM: IPerRequest, INotifyOnChanged {
    typealias Arguments = Void

    var orders: [OrderVM] = []
    private let ordersProvider: OrdersProvider
    private let presenter: PresenterService
    private var orderIdToShow: Int?

    required init(container: any IContainer, args: Void) {
        self.ordersProvider = container.resolve()
        self.presenter = container.resolve()
    }

    func loadOrders() {
        ordersProvider.loadOrders { [weak self] orders in
            guard let self else { return }
            self.orders = orders.map { OrderVM(order: $0) }
            changed.raise()
            if let id = orderIdToShow {
                orderIdToShow = nil
                showOrderDetails(forOrderId: id)
            }
        }
    }

    func showOrderDetails(forOrderIndex index: Int) {
        let order = orders[index].order
        presenter.present(OrderDetailsVC.self, args: order)
    }

    /// Opens an order as soon as it is known: now if it is loaded, or when the orders arrive.
    /// Say a notification about order 42 launched the app.
    func showOrderDetails(forOrderId id: Int) {
        guard let index = orders.firstIndex(where: { $0.order.id == id }) else {
            orderIdToShow = id
            return
        }
        showOrderDetails(forOrderIndex: index)
    }
}
