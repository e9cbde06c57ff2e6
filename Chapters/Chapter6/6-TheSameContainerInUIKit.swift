import ChapterRunner
import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "The same container in UIKit": the split news list as UIKit screens, in the kit's
/// `ContainerViewController`, which wires itself to the list's view model; then the container
/// around the settings screen, with two loads that overlap.
func theSameContainerInUIKit(in window: UIWindow, folder: Workfolder) async {
    let container = Container()
    let list = NewsListVC()
    let viewModel: NewsListVM = container.resolve()
    list.viewModel = viewModel
    let screen = ContainerViewController(content: list)
    let navigation = UINavigationController(rootViewController: screen)
    guard let interactor = viewModel.interactor else { fatalError("NewsListVM has no interactor.") }
    await printScreen(.onOneLine) {
        window.rootViewController = navigation
        await interactor.load()
    }
    tapRow(1, on: list)
    _ = navigation.popViewController(animated: true)
    let words = "ui"
    print("(the user taps Search, and searches for \"\(words)\")")
    await printScreen(.onOneLine) {
        interactor.searchTapped()
        guard let search = navigation.topViewController as? SearchVC,
            let searching = search.viewModel?.interactor
        else {
            fatalError("Search pushed \(Playground.topName), not a SearchVC with its interactor.")
        }
        await searching.search(words)
    }

    await settingsInAContainer(in: window, folder: folder)
}

/// The settings screen in a container: the content knows nothing of loading lines and alerts.
func settingsInAContainer(in window: UIWindow, folder: Workfolder) async {
    let store = ConfigStore(file: folder.file("config.json"))
    let model = ConfigVM(
        repository: ConfigRepository(store: store, remote: ScriptedRemoteConfig(answers: [])))
    let container = ContainerViewController(content: ConfigVC(store: store), model: model)
    await printScreen(.notAtAll) {
        window.rootViewController = container
        container.showEmpty(true)
    }
    print("Two loads begin, and one ends:")
    await printScreen(.onOneLine) {
        container.beginLoading()
        container.beginLoading()
        container.endLoading()
    }
    print("The other ends:")
    await printScreen(.onOneLine) { container.endLoading() }
}
