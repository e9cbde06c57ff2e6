import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// A row registered and dequeued by its type: its reuse identifier is its name.
final class OrderCell: UITableViewCell, IHaveViewModel, Reusable {
    typealias ViewModel = OrderVM

    func viewModelChanged(_ viewModel: OrderVM) {
        var content = defaultContentConfiguration()
        content.text = viewModel.name
        contentConfiguration = content
    }
}

/// Chapter 2's orders screen, built from its type with its view model, and with no string
/// identifiers for its cells.
final class OrdersVC: UIViewController, Instantiable, ViewModelBased, UITableViewDataSource {
    typealias ViewModelType = OrdersVM

    private lazy var tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.register(cellType: OrderCell.self)
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.orders.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: OrderCell = tableView.dequeueReusableCell(for: indexPath)
        cell.viewModel = viewModel.orders[indexPath.row]
        return cell
    }
}
