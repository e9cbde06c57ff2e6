import Foundation
import MVVMKit

/// "Off the main thread": the fetch and the file write run away from the main actor, the
/// screen hears on it; Swift 6 rules out the unguarded flag, but not a check and a set split
/// by an `await`.
func offTheMainThread(folder: Workfolder) async {
    let config = Config(greeting: "Hello", ordersPerPage: 20)
    let store = ConfigStore(file: folder.file("threads.json"))
    let remote = ScriptedRemoteConfig(answers: [.fetchedFromRemote(config)])
    let repository = ConfigRepository(store: store, remote: remote)
    await repository.sync()
    let fetch = await remote.fetchesRanOn.joined(separator: ", ")
    let write = await store.writer.lastWriteRanOn ?? "nothing"
    print("The fetch ran on \(fetch), the file write on \(write);")
    print("the store published the new config on \(store.publishedOn ?? "nothing").")

    print("Two syncs started together, with the check and the set split by an await:")
    let racyRemote = ScriptedRemoteConfig(answers: [])
    let racy = RacyConfigRepository(store: store, remote: racyRemote)
    await together(racy.sync, racy.sync)
    print("  the remote was asked \(await racyRemote.fetchesRanOn.count) times")
    print("The same with ConfigRepository, which checks and sets before its first await:")
    let safeRemote = ScriptedRemoteConfig(answers: [])
    let safe = ConfigRepository(store: store, remote: safeRemote)
    await together(safe.sync, safe.sync)
    print("  the remote was asked \(await safeRemote.fetchesRanOn.count) time")
}
