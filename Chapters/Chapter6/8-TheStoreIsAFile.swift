import ChapterRunner
import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "The store is a file": another store sees the data; a corrupt file is kept, not lost, and
/// the screen on it says so.
func theStoreIsAFile(in window: UIWindow, folder: Workfolder) throws {
    let second = ConfigStore(file: folder.file("config.json"))
    print(
        "A second store opened on config.json reads: \(second.config.map { "\($0)" } ?? "nothing")")

    let corrupt = folder.file("broken.json")
    try Data("{ not json".utf8).write(to: corrupt)
    let store = ConfigStore(file: corrupt)
    print("A store opened on a corrupt file says: \(store.readError ?? "nothing")")
    print("The folder now holds: \(folder.names.joined(separator: ", "))")
    print("The settings screen on that store shows it:")
    let model = ConfigVM(
        repository: ConfigRepository(store: store, remote: ScriptedRemoteConfig(answers: [])))
    drawnOnOneLine {
        window.rootViewController = ContainerViewController(
            content: ConfigVC(store: store), model: model)
    }
}
