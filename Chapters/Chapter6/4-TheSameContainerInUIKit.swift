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
    print("(the same news as UIKit rows, in the kit's ContainerViewController)")
    await notDrawnWhileWaiting {
        window.rootViewController = UINavigationController(rootViewController: screen)
        await viewModel.interactor?.load()
    }
    tapRow(1, on: list)
    _ = screen.navigationController?.popViewController(animated: true)
    print("(the user searches for \"ui\": the same two results as in section 2)")
    await notDrawnWhileWaiting {
        viewModel.interactor?.searchTapped()
        let search = screen.navigationController?.topViewController as? SearchVC
        await search?.viewModel?.interactor?.search("ui")
    }

    _ = settingsInAContainer(in: window, folder: folder)
}

/// The settings screen in a container: the content knows nothing of loading lines and alerts.
func settingsInAContainer(in window: UIWindow, folder: Workfolder) -> ContainerViewController {
    let store = ConfigStore(file: folder.file("config.json"))
    let model = ConfigVM(
        repository: ConfigRepository(store: store, remote: ScriptedRemoteConfig(answers: [])))
    let container = ContainerViewController(content: ConfigVC(store: store), model: model)
    notDrawn {
        window.rootViewController = container
        container.showEmpty(true)
    }
    print("Two loads overlap; the line stays until both have ended:")
    container.beginLoading()
    container.beginLoading()
    container.endLoading()
    print("One ended, one to go: still loading. The other ends, and the line goes.")
    notDrawn { container.endLoading() }
    return container
}
