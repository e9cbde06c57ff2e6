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
    print("The first sync threw after setting its flag; no sync will ever fetch again.")

    print("The kit's repository, with the same store; its flag is reset by a defer:")
    let kit = ConfigRepository(store: store, remote: ScriptedRemoteConfig(answers: answers))
    for attempt in 1...2 {
        await kit.sync()
        print("  sync \(attempt) ended with: \(kit.takeError() ?? "no error")")
    }
}
