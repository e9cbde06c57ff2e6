import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "A container for any screen": the content knows nothing of loading lines and alerts.
func aContainerForAnyScreen(in window: UIWindow, folder: Workfolder) -> ContainerViewController {
    let store = ConfigStore(file: folder.file("config.json"))
    let model = ConfigVM(
        repository: ConfigRepository(store: store, remote: ScriptedRemoteConfig(answers: [])))
    let container = ContainerViewController(content: ConfigVC(store: store), model: model)
    window.rootViewController = container
    container.showEmpty(true)
    print("Two loads overlap; the line stays until both have ended:")
    container.beginLoading()
    container.beginLoading()
    container.endLoading()
    print("One ended, one to go: still loading. The other ends:")
    container.endLoading()
    return container
}
