import ChapterRunner
import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// `swift run Chapter8 --play`: an orders list whose rows open a details screen, each with a
/// model of its own under `OrdersModel`. `back` pops the screen, and its model leaves the tree.
enum Playing {
    private static var tree: AppTree?

    static func setUp(in window: UIWindow, container: Container) {
        ModelsTree.trace = nil
        let tree = AppTree(container: container)
        tree.details.removeFromParent()  // the details come from the list, one per tap
        window.rootViewController = UINavigationController(
            rootViewController: OrdersListScreen(model: tree.orders))
        self.tree = tree
        print(tree.session.treeDescription)
    }

    static let commands = [
        Playground.Command("tree", help: "print the tree of models") { _ in
            tree.map { print($0.session.treeDescription) }
            return nil
        }
    ]
}

/// Three orders; a tap pushes the order's screen with a new model under the list's model.
final class OrdersListScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let model: Model
    private lazy var tableView = UITableView()

    init(model: Model) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
        title = "Orders"
    }

    required init?(coder: NSCoder) {
        fatalError("OrdersListScreen is built for its model.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "order")
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        3
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Order #\(indexPath.row + 1)"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let details = OrderDetailsModel(name: "Order #\(indexPath.row + 1)", parent: model)
        navigationController?.pushViewController(
            OrderDetailsScreen(model: details), animated: true)
    }
}
