import MVVMKit

/// The list's view model, built from the services it declares (chapter 4), which the session's
/// container provides: the store's orders as a selectable list, loading and errors for the
/// container screen, and paying for what is checked.
public final class OrdersViewModel: ViewModelWithServices, ScreenStateReporting {
    public typealias Services = HasOrdersStore & HasOrdersSync & HasPresenter

    public let orders = SelectableDataSource<Order>(items: [], selection: MultipleSelection())
    public weak var stateListener: (any ScreenStateListener)?
    private let store: OrdersStore
    private let sync: OrdersSync
    private let presenter: PresenterService

    public init(withServices services: Services) {
        store = services.ordersStore
        sync = services.ordersSync
        presenter = services.presenter
        orders.setItems(store.orders, mode: .clearSelection)
        // The store is the one source of truth: a change to it, from a sync or a payment,
        // redraws the list, and the checked orders stay checked where they are now, unless
        // they were paid.
        store.$orders.subscribe(self) { viewModel, orders in
            viewModel.stateListener?.showEmpty(orders.isEmpty)
            viewModel.orders.setItems(orders, mode: .keepSelectedItems)
            for position in viewModel.orders.selection.selectedPositions
            where orders[position].isPaid {
                viewModel.orders.selection.deselectPosition(position)
            }
        }
        // A paid order cannot be checked, and the user is told why nothing happened.
        orders.addInterceptor(self) { viewModel, change, answer in
            let order = viewModel.orders.items[change.position]
            if change.isSelected, order.isPaid {
                viewModel.stateListener?.showError("#\(order.id) \(order.title) is paid already.")
                return answer(false)
            }
            answer(true)
        }
    }

    public func refresh() async {
        stateListener?.beginLoading()
        do {
            try await sync.sync()
        } catch {
            stateListener?.showError("\(error)")
        }
        stateListener?.endLoading()
        stateListener?.showEmpty(orders.items.isEmpty)
    }

    /// Opens the payment screen for the checked orders, through the session's router.
    public func paySelected() {
        let chosen = orders.selectedItems.map(\.id)
        guard !chosen.isEmpty else {
            stateListener?.showError("Check the orders to pay first.")
            return
        }
        presenter.present(PaymentScreen.self, args: chosen)
    }
}
