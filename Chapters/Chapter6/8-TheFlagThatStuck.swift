import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "The flag that stuck": the article's sync throws past the line that resets its flag.
func theFlagThatStuck(folder: Workfolder) async throws {
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
    print("Its fetchInProcess is now \(article.fetchInProcess).")

    print("ConfigRepository, with the same store:")
    let kit = ConfigRepository(store: store, remote: ScriptedRemoteConfig(answers: answers))
    for attempt in 1...2 {
        await kit.sync()
        print("  sync \(attempt) ended with: \(kit.takeError() ?? "no error")")
    }
}

/// The article's repository, ported: its flag is reset at the end of the happy path only, so
/// a sync that throws leaves it set, and no sync runs again.
final class ArticleConfigRepository {
    private let store: ConfigStore
    private let remote: ScriptedRemoteConfig
    private(set) var fetchInProcess = false

    init(store: ConfigStore, remote: ScriptedRemoteConfig) {
        self.store = store
        self.remote = remote
    }

    func sync() async throws {
        if fetchInProcess {
            print("  (a fetch is in process, so this sync does nothing)")
            return
        }
        fetchInProcess = true
        switch await remote.fetchAndActivate() {
        case .fetchedFromRemote(let config):
            print("Remote config fetched data from remote")
            try await store.write(config)
        default:
            break
        }
        fetchInProcess = false
    }
}
