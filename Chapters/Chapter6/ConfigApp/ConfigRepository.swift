import MVVMKit

/// The single source of truth's keeper: `sync()` asks the remote and writes the store; it
/// never hands data to a screen. Errors become a value, for the screen to show.
final class ConfigRepository {
    let store: ConfigStore
    private let remote: ScriptedRemoteConfig
    private var fetchInProcess = false
    /// The last error, until a screen takes it.
    private var pendingError: String?

    init(store: ConfigStore, remote: ScriptedRemoteConfig) {
        self.store = store
        self.remote = remote
    }

    /// Asks the remote once; a sync already running makes this one do nothing.
    func sync() async {
        guard !fetchInProcess else {
            print("  (a fetch is in process, so this sync does nothing)")
            return
        }
        fetchInProcess = true
        defer { fetchInProcess = false }  // whatever happens below, the next sync can run
        switch await remote.fetchAndActivate() {
        case .error(let message):
            print("Remote config fetch error: \(message)")
            pendingError = message
        case .fetchedFromRemote(let config):
            print("Remote config fetched data from remote")
            do {
                try await store.write(config)
            } catch {
                pendingError = "\(error)"
            }
        case .usingPrefetchedData:
            print("Remote config using prefetched data")
        case .unknown:
            print("Remote config unknown status")
        }
    }

    /// The error of the last sync, once: a screen shows it, and it is gone.
    func takeError() -> String? {
        defer { pendingError = nil }
        return pendingError
    }
}
