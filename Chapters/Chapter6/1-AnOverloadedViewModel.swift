import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "An overloaded view model": the seed's news app in MVVM, each view model calling the
/// service, formatting and navigating.
func anOverloadedViewModel(in window: UIWindow) async {
    let container = Container()
    let list = OverloadedNewsListVC()
    let viewModel: OverloadedNewsListVM = container.resolve()
    list.viewModel = viewModel
    window.rootViewController = UINavigationController(rootViewController: list)
    await viewModel.load()
    tapLine(0, on: list)
    _ = list.navigationController?.popViewController(animated: true)
    print("(the user searches for \"swift\")")
    viewModel.searchTapped()
    await (list.navigationController?.topViewController as? OverloadedSearchVC)?.viewModel?
        .search("swift")
}

/// A tap on a line of a news screen, through its table's delegate.
func tapLine(_ row: Int, on screen: UIViewController) {
    print("(the user taps row \(row))")
    guard let table = screen.view.subviews.compactMap({ $0 as? UITableView }).first else {
        fatalError("\(type(of: screen)) shows no table to tap.")
    }
    table.delegate?.tableView(table, didSelectRowAt: IndexPath(row: row, section: 0))
}
