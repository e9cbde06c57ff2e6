import ChapterRunner
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

    let racyRemote = ScriptedRemoteConfig(answers: [])
    let racy = RacyConfigRepository(store: store, remote: racyRemote)
    print("Two syncs started together, on a \(type(of: racy)):")
    await together(racy.sync, racy.sync)
    print("  the remote was asked \(counted(await racyRemote.fetchesRanOn.count, "time"))")
    let safeRemote = ScriptedRemoteConfig(answers: [])
    let safe = ConfigRepository(store: store, remote: safeRemote)
    print("Two syncs started together, on a \(type(of: safe)):")
    await together(safe.sync, safe.sync)
    print("  the remote was asked \(counted(await safeRemote.fetchesRanOn.count, "time"))")
}

/// A repository whose check of the flag and its setting are split by an `await`: Swift 6
/// compiles it, and two syncs started together both pass the check.
final class RacyConfigRepository {
    private let store: ConfigStore
    private let remote: ScriptedRemoteConfig
    private var fetchInProcess = false

    init(store: ConfigStore, remote: ScriptedRemoteConfig) {
        self.store = store
        self.remote = remote
    }

    func sync() async {
        guard !fetchInProcess else { return }
        _ = await store.writer.lastWriteRanOn  // any await between the check and the set
        fetchInProcess = true
        defer { fetchInProcess = false }
        if case .fetchedFromRemote(let config) = await remote.fetchAndActivate() {
            try? await store.write(config)
        }
    }
}

/// Starts both on the main actor, one after the other, and waits for both to end.
///
/// Both tasks are queued on the main actor before either runs, and the main actor runs its
/// jobs in the order they were queued: the first sync runs until its first `await`, then the
/// second starts, before the first resumes. So two syncs always overlap the same way, on
/// every run and under the thread sanitizer; `async let` would start each on the global pool
/// first, and the order in which they reach the main actor would be left to timing.
func together(
    _ first: @escaping @MainActor () async -> Void, _ second: @escaping @MainActor () async -> Void
) async {
    let one = Task { await first() }
    let two = Task { await second() }
    await one.value
    await two.value
}
