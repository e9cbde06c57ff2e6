import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Introducing the view to its view model": a cell gets its view model through the untyped
/// `IHaveAnyViewModel`, the way a table's data source hands it over.
func viewMeetsViewModel() {
    let cell: UITableViewCell = OrderCell(style: .default, reuseIdentifier: "order")
    if let cell = cell as? IHaveAnyViewModel {
        cell.anyViewModel = OrderVM(order: Order(name: "Order", id: 7))
    }
    print("A cell known only as UITableViewCell was handed an OrderVM as Any.")
    let content = cell.contentConfiguration as? UIListContentConfiguration
    print("Its label now reads: \(content?.text ?? "nothing")")
}
