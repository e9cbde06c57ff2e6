import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The article's section "Introducing the view to its view model": a cell gets its view model
/// through the untyped `IHaveAnyViewModel`, the way a table's data source hands it over.
func viewMeetsViewModel() {
    let cell: UITableViewCell = OrderCell(style: .default, reuseIdentifier: "order")
    if let cell = cell as? IHaveAnyViewModel {
        cell.anyViewModel = OrderVM(order: Order(name: "Order", id: 7))
    }
    let held = (cell as? IHaveAnyViewModel)?.anyViewModel.map { "\(type(of: $0))" }
    print("A cell known only as UITableViewCell holds as Any: \(held ?? "nothing")")
    let content = cell.contentConfiguration as? UIListContentConfiguration
    print("Its label now reads: \(content?.text ?? "nothing")")
}

/// The article's first two cells, before the protocol extension does the work. The chapter
/// does not run them; they compile, and the page quotes them.
enum FirstCells {
    /// The protocol as the article first writes it: typed, with nothing a data source could
    /// cast a cell to. (The kit's `IHaveViewModel` adds the untyped face.)
    protocol IHaveTypedViewModel: AnyObject {
        associatedtype ViewModel
        var viewModel: ViewModel? { get set }
        func viewModelChanged(_ viewModel: ViewModel)
    }

    /// Step one: the typed view model, and a `didSet` that calls `viewModelChanged`.
    final class DidSetOrderCell: UITableViewCell, IHaveTypedViewModel {
        var viewModel: OrderVM? {
            didSet {
                guard let viewModel else { return }
                viewModelChanged(viewModel)
            }
        }

        func viewModelChanged(_ viewModel: OrderVM) {
            var content = defaultContentConfiguration()
            content.text = viewModel.name
            contentConfiguration = content
        }
    }

    /// Step two: the untyped `anyViewModel` a data source can set, and the typed `viewModel`
    /// over it, both written by hand in the cell.
    final class HandWrittenOrderCell: UITableViewCell, IHaveViewModel {
        typealias ViewModel = OrderVM

        var anyViewModel: Any? {
            didSet {
                guard let viewModel = anyViewModel as? ViewModel else { return }
                viewModelChanged(viewModel)
            }
        }

        var viewModel: ViewModel? {
            get { anyViewModel as? ViewModel }
            set { anyViewModel = newValue }
        }

        func viewModelChanged(_ viewModel: OrderVM) {
            var content = defaultContentConfiguration()
            content.text = viewModel.name
            contentConfiguration = content
        }
    }
}
