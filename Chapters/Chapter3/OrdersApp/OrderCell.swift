import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// A row that shows an order. The default implementation of `IHaveViewModel` stores the
/// view model; the cell only says what to do when it arrives.
final class OrderCell: UITableViewCell, IHaveViewModel {
    typealias ViewModel = OrderVM

    func viewModelChanged(_ viewModel: OrderVM) {
        var content = defaultContentConfiguration()
        content.text = viewModel.name
        contentConfiguration = content
    }
}
