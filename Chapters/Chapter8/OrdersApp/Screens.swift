import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The flow's view: a navigation controller that shows a screen for each order model the flow
/// gains, and drops it when the model goes. The models come first; the screens follow them.
final class FlowNavigationController: UINavigationController {
    private let link: ScreenLink

    init(flow: OrdersFlow) {
        link = ScreenLink(flow)
        let list = flow.children.compactMap { $0 as? OrderListModel }.first
        super.init(rootViewController: OrderListScreen(model: list))
        flow.childAdded.subscribe(self) { navigation, model in navigation.show(model) }
        flow.childRemoved.subscribe(self) { navigation, model in navigation.hide(model) }
    }

    required init?(coder: NSCoder) {
        fatalError("FlowNavigationController is built for its flow.")
    }

    private func show(_ model: Model) {
        guard let order = model as? OrderModel else { return }
        pushViewController(OrderScreen(model: order), animated: true)
    }

    /// A model that left: its screen goes, if it is still there (a back tap removed it first).
    private func hide(_ model: Model) {
        guard let screen = topViewController as? OrderScreen, screen.model === model else { return }
        _ = popViewController(animated: true)
    }
}

/// The orders list. A tap goes to its model, which decides what opens.
final class OrderListScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private weak var model: OrderListModel?
    private let link: ScreenLink?
    private lazy var tableView = UITableView()

    init(model: OrderListModel?) {
        self.model = model
        link = model.map(ScreenLink.init)
        super.init(nibName: nil, bundle: nil)
        title = "Orders"
    }

    required init?(coder: NSCoder) {
        fatalError("OrderListScreen is built for its model.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "order")
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        model?.numbers.count ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Order #\(model?.numbers[indexPath.row] ?? 0)"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        model?.select(row: indexPath.row)
    }
}

/// One order's screen. It holds its model weakly (the tree holds it) and its place in the tree
/// through a link; it redraws when the model's status changes.
final class OrderScreen: UIViewController {
    private(set) weak var model: OrderModel?
    private let link: ScreenLink
    private let statusLabel = UILabel()

    init(model: OrderModel) {
        self.model = model
        link = ScreenLink(model)
        super.init(nibName: nil, bundle: nil)
        title = model.name
    }

    required init?(coder: NSCoder) {
        fatalError("OrderScreen is built for its model.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        statusLabel.text = model?.status
        view.addSubview(statusLabel)
        model?.statusChanged.subscribe(self) { screen, status in
            screen.statusLabel.text = status
        }
    }
}
