import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The orders list: rows the user checks for payment, through the selecting adapter. A row's
/// Details button sends its action up the responder chain: the list does not know who opens
/// an order. Its loading, empty list and errors are its container screen's to show.
public final class OrdersScreen: UIViewController, IHaveViewModel, ContainedScreen {
    public typealias ViewModel = OrdersViewModel

    private lazy var tableView = UITableView()
    private lazy var adapter = BaseSelectingListAdapter<OrderCell>(tableView: tableView)
    /// The last refresh this screen started, for whoever wants to wait for it.
    public private(set) var refreshing: Task<Void, Never>?

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Orders"
    }

    public required init?(coder: NSCoder) {
        fatalError("OrdersScreen is built by its flow.")
    }

    public var screenModel: (any ScreenStateReporting)? { viewModel }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        if let viewModel {
            adapter.connect(to: viewModel.orders)
        }
    }

    /// The first time the list shows, it refreshes; coming back from another screen does not.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if refreshing == nil {
            refreshPulled()
        }
    }

    /// Pull to refresh: the list changes when the store does, not from here.
    @discardableResult
    public func refreshPulled() -> Task<Void, Never> {
        guard let viewModel else { return Task {} }
        let task = Task { await viewModel.refresh() }
        refreshing = task
        return task
    }

    /// What the Pay button of the navigation bar calls (the console draws no bar buttons).
    public func payTapped() {
        viewModel?.paySelected()
    }

    /// What the Sign out button calls: the screen says it, and whoever is above decides.
    public func signOutTapped() {
        triggerEvent(SignOutTapped())
    }

    /// The cell on screen for a row, as the user would touch it.
    public func cell(at row: Int) -> OrderCell? {
        tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? OrderCell
    }
}

/// A row: the order, and whether it is checked for payment, or paid.
public final class OrderCell: UITableViewCell, SelectingListCell {
    public private(set) var orderID = 0

    public func bindItem(_ order: Order, isSelected: Bool, onClick: @escaping () -> Void) {
        orderID = order.id
        let mark = order.isPaid ? "paid" : isSelected ? "[x]" : "[ ]"
        var content = defaultContentConfiguration()
        content.text = "\(mark) #\(order.id) \(order.title), $\(order.amount)"
        contentConfiguration = content
    }

    /// The row's Details button: its action goes up the chain, to whoever opens orders.
    public func detailsTapped() {
        triggerEvent(ShowOrderDetails(id: orderID))
    }
}
