import ChapterRunner
import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "The store is a file": another store sees the data; a corrupt file is kept, not lost, and
/// the screen on it says so.
func theStoreIsAFile(in window: UIWindow, folder: Workfolder) async throws {
    let second = ConfigStore(file: folder.file("config.json"))
    print(
        "A second store opened on config.json reads: \(second.config.map { "\($0)" } ?? "nothing")")

    let broken = folder.file("broken.json")
    try Data("{ not json".utf8).write(to: broken)
    let store = ConfigStore(file: broken)
    print("A store opened on broken.json finds: \(store.readError ?? "nothing wrong")")
    print("The folder now holds: \(folder.names.joined(separator: ", "))")
    print("The settings screen on that store:")
    let model = ConfigVM(
        repository: ConfigRepository(store: store, remote: ScriptedRemoteConfig(answers: [])))
    await printScreen(.onOneLine) {
        window.rootViewController = ContainerViewController(
            content: ConfigVC(store: store), model: model)
    }
}
