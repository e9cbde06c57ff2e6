import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "View, interactor, presenter and router": the same app, each role in a type of its own; the
/// list sits in the kit's container, which wires itself to the list's view model.
func viewInteractorPresenterAndRouter(in window: UIWindow) async {
    let container = Container()
    let list = NewsListVC()
    let viewModel: NewsListVM = container.resolve()
    list.viewModel = viewModel
    let screen = ContainerViewController(content: list)
    window.rootViewController = UINavigationController(rootViewController: screen)
    await viewModel.interactor?.load()
    tapRow(1, on: list)
    _ = screen.navigationController?.popViewController(animated: true)
    print("(the user searches for \"ui\")")
    viewModel.interactor?.searchTapped()
    let search = screen.navigationController?.topViewController as? SearchVC
    await search?.viewModel?.interactor?.search("ui")
}
