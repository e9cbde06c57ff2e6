import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// One order's details, pushed by the flow's router. It follows the store: an order that
/// changes while it is open is redrawn.
final class OrderDetailsScreen: UIViewController, IHaveViewModel {
    typealias ViewModel = OrderDetailsViewModel

    private lazy var amountLabel = UILabel()
    private lazy var statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(amountLabel)
        view.addSubview(statusLabel)
    }

    func viewModelChanged(_ viewModel: OrderDetailsViewModel) {
        loadViewIfNeeded()
        title = viewModel.title
        amountLabel.text = viewModel.amount
        statusLabel.text = viewModel.status
    }
}

/// An order's details, read from the store by its number, and kept up to date with it.
final class OrderDetailsViewModel: IPerRequest, INotifyOnChanged {
    typealias Arguments = Int

    private let id: Int
    private let store: OrdersStore

    required init(container: any IContainer, args id: Int) {
        self.id = id
        store = container.resolve()
        store.$orders.subscribe(self) { viewModel, _ in viewModel.changed.raise() }
    }

    private var order: Order? { store.orders.first { $0.id == id } }

    var title: String { order.map { "#\($0.id) \($0.title)" } ?? "Order #\(id)" }
    var amount: String { order.map { "Amount: $\($0.amount)" } ?? "" }
    var status: String {
        guard let order else { return "This order is gone." }
        return order.isPaid ? "Paid" : "Not paid yet"
    }
}
