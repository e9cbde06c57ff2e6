import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// A tap on an order: the cell knows which order, and nothing of who opens it.
struct OpenOrder: ChainEvent {
    let id: Int
}

/// The user pulled the list to refresh it.
struct Refresh: ChainEvent {}

/// Open an order the list has named: what the list turns a cell's `OpenOrder` into.
struct ShowOrder: ChainEvent {
    let title: String
}

/// Somebody must ask the user to sign in again.
struct ShowSignIn: ChainEvent {}

/// The server said the session is over.
struct SessionExpired: Error {}

/// The network is down.
struct Offline: Error {}

/// What the list makes of `Offline`: an error a screen can say in words.
struct OrdersUnavailable: Error {
    let reason: String
}

/// The order was deleted on the server while the list still showed it.
struct OrderGone: Error {
    let id: Int
}

/// What the lists know of an order and their rows do not: its name.
enum OrderNames {
    static let names = ["Paper", "Pens", "Oak desk", "Lamp", "Chair"]

    static func title(ofOrder id: Int) -> String {
        "Order #\(id), \(names[id - 1])"
    }
}

/// A row that sends what happens to it up the chain, not to a delegate or a closure.
final class OrderCell: UITableViewCell, Reusable {
    var orderID = 0

    func userTapped() {
        triggerEvent(OpenOrder(id: orderID))
    }

    func userTappedWithAnExpiredSession() {
        reportError(SessionExpired())
    }

    func userTappedWhileOffline() {
        reportError(Offline())
    }
}

/// The orders list. It shows rows and nothing else: it does not know what a tap opens.
final class OrdersVC: UIViewController, UITableViewDataSource {
    private lazy var tableView = UITableView()
    /// What the list knows of an order and its cell does not.
    func title(ofOrder id: Int) -> String {
        OrderNames.title(ofOrder: id)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        tableView.dataSource = self
        tableView.register(cellType: OrderCell.self)
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        5
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: OrderCell = tableView.dequeueReusableCell(for: indexPath)
        cell.orderID = indexPath.row + 1
        var content = cell.defaultContentConfiguration()
        content.text = "Order #\(cell.orderID)"
        cell.contentConfiguration = content
        return cell
    }

    /// The cell on screen for a row, as the user would touch it.
    func cell(at row: Int) -> OrderCell {
        guard let table = view.subviews.compactMap({ $0 as? UITableView }).first,
            let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) as? OrderCell
        else {
            fatalError("OrdersVC shows no row \(row) to tap.")
        }
        return cell
    }
}

/// A screen with a title and one line of text.
final class MessageVC: UIViewController {
    private let text: String
    private let label = UILabel()

    init(title: String, text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("MessageVC is built with its title and text.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = text
        view.addSubview(label)
    }
}
