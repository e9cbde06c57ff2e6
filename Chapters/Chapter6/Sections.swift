import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The folder the chapter keeps its files in, under the temporary directory; removed at the
/// end. Only names inside it are ever printed, so the transcript is the same everywhere.
struct Workfolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "mvvm-by-hand-chapter6-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The files in the folder, by name.
    var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// "A container for any screen": the content knows nothing of loading lines and alerts.
func aContainerForAnyScreen(in window: UIWindow, folder: Workfolder) -> ContainerViewController {
    section("A container for any screen")
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

/// "One source of truth": a sync writes the store, the screen redraws from the store.
func oneSourceOfTruth(in window: UIWindow, folder: Workfolder) async {
    section("One source of truth")
    let store = ConfigStore(file: folder.file("config.json"))
    let remote = ScriptedRemoteConfig(answers: [
        .fetchedFromRemote(Config(greeting: "Hello", ordersPerPage: 20)),
        .usingPrefetchedData,
        .unknown,
        .error("The network connection was lost."),
    ])
    let model = ConfigVM(repository: ConfigRepository(store: store, remote: remote))
    let container = ContainerViewController(content: ConfigVC(store: store), model: model)
    window.rootViewController = container
    for _ in 0..<4 {
        await model.refresh()
    }
    print("(the user taps OK)")
    container.dismiss(animated: true)
    print("The screen still shows what the store holds: an error is a message, not a wipe.")
}

/// "The flag that stuck": the article's sync throws past the line that resets its flag.
func theFlagThatStuck(folder: Workfolder) async throws {
    section("The flag that stuck")
    // A folder that is really a file: no write into it can succeed, even for root.
    let notAFolder = folder.file("not-a-folder")
    try Data().write(to: notAFolder)
    let store = ConfigStore(file: notAFolder.appendingPathComponent("config.json"))
    let answers: [RemoteAnswer] = [
        .fetchedFromRemote(Config(greeting: "Hi", ordersPerPage: 10)),
        .fetchedFromRemote(Config(greeting: "Hi", ordersPerPage: 10)),
    ]

    print("The article's repository, whose store cannot be written:")
    let article = ArticleConfigRepository(
        store: store, remote: ScriptedRemoteConfig(answers: answers))
    for attempt in 1...2 {
        do {
            try await article.sync()
        } catch {
            print("  sync \(attempt) threw: \(error)")
        }
    }
    print("The first sync threw after setting its flag; no sync will ever fetch again.")

    print("The kit's repository, with the same store; its flag is reset by a defer:")
    let kit = ConfigRepository(store: store, remote: ScriptedRemoteConfig(answers: answers))
    for attempt in 1...2 {
        await kit.sync()
        print("  sync \(attempt) ended with: \(kit.takeError() ?? "no error")")
    }
}

/// "The store is a file": another store sees the data; a corrupt file is kept, not lost.
func theStoreIsAFile(folder: Workfolder) throws {
    section("The store is a file")
    let second = ConfigStore(file: folder.file("config.json"))
    print(
        "A second store opened on config.json reads: \(second.config.map { "\($0)" } ?? "nothing")")

    let corrupt = folder.file("broken.json")
    try Data("{ not json".utf8).write(to: corrupt)
    let store = ConfigStore(file: corrupt)
    print("A store opened on a corrupt file says: \(store.readError ?? "nothing")")
    print("The folder now holds: \(folder.names.joined(separator: ", "))")
}
