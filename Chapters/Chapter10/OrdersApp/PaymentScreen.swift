import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// Paying for the checked orders, presented by the session's router.
public final class PaymentScreen: UIViewController, IHaveViewModel {
    public typealias ViewModel = PaymentViewModel

    private lazy var totalLabel = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Payment"
        view.addSubview(totalLabel)
    }

    public func viewModelChanged(_ viewModel: PaymentViewModel) {
        loadViewIfNeeded()
        totalLabel.text = viewModel.summary
        viewModel.paid.subscribe(self) { screen in screen.dismiss(animated: true) }
    }

    /// What the Pay button calls. The payment runs on; the task is there to wait for it.
    @discardableResult
    public func confirmTapped() -> Task<Void, Never> {
        guard let viewModel else { return Task {} }
        return Task { await viewModel.confirm() }
    }
}

/// The orders to pay, by number: the server takes the payment, the store is written with the
/// server's answer, and `paid` tells the screen, which closes itself.
public final class PaymentViewModel: IPerRequest, INotifyOnChanged {
    public typealias Arguments = [Int]

    private let ids: [Int]
    private let store: OrdersStore
    public private(set) var summary: String
    /// Raised once the payment is saved.
    public let paid = Event<Void>()

    public required init(container: any IContainer, args ids: [Int]) {
        self.ids = ids
        store = container.resolve()
        let total = store.orders.filter { ids.contains($0.id) }.map(\.amount).reduce(0, +)
        summary = "Pay $\(total) for \(ids.count) order\(ids.count == 1 ? "" : "s")"
    }

    public func confirm() async {
        do {
            let orders = await Device.network.pay(ids)
            try await store.replace(with: orders)
            paid.raise()
        } catch {
            summary = "The payment went through, but could not be saved: \(error)"
            changed.raise()
        }
    }
}
