import ChapterRunner
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
    tapRow(0, on: list)
    _ = list.navigationController?.popViewController(animated: true)
    print("(the user searches for \"swift\")")
    viewModel.searchTapped()
    await (list.navigationController?.topViewController as? OverloadedSearchVC)?.viewModel?
        .search("swift")
}
