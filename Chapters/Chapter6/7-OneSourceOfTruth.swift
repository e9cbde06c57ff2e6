import ChapterRunner
import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "One source of truth": a sync writes the store, the screen redraws from the store.
func oneSourceOfTruth(in window: UIWindow, folder: Workfolder) async {
    let store = ConfigStore(file: folder.file("config.json"))
    let remote = ScriptedRemoteConfig(answers: [
        .fetchedFromRemote(Config(greeting: "Hello", ordersPerPage: 20)),
        .usingPrefetchedData,
        .unknown,
        .error("The network connection was lost."),
    ])
    let model = ConfigVM(repository: ConfigRepository(store: store, remote: remote))
    let container = ContainerViewController(content: ConfigVC(store: store), model: model)
    await printScreen(.notAtAll) { window.rootViewController = container }
    // Each sync is drawn where it ends: the screen shows what the store holds then.
    for _ in 0..<4 {
        await printScreen(.inABox) { await model.refresh() }
    }
    print("(the user taps OK)")
    container.dismiss(animated: true)
}
