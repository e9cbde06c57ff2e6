import MVVMKit

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
