import TestSupport
import Testing

@testable import Chapter6
@testable import MVVMKit

extension Chapter6Claims {
    @Suite("6. Off the main thread")
    struct OffTheMainThreadTests {
        @Test(
            "The fetch and the file write run on actors of their own; the store publishes on the main actor"
        )
        func whereTheWorkRuns() async throws {
            try await withFolder { folder in
                let store = ConfigStore(file: folder.appendingPathComponent("config.json"))
                let remote = ScriptedRemoteConfig(answers: [.fetchedFromRemote(sampleConfig)])
                await ConfigRepository(store: store, remote: remote).sync()
                #expect(await remote.fetchesRanOn == ["ScriptedRemoteConfig"])
                #expect(await store.writer.lastWriteRanOn == "ConfigFile")
                #expect(store.publishedOn == "MainActor" && store.config == sampleConfig)
            }
        }

        @Test("A second sync while one is running is ignored: the remote is asked once")
        func secondSyncIgnored() async throws {
            try await withFolder { folder in
                let store = ConfigStore(file: folder.appendingPathComponent("config.json"))
                let remote = ScriptedRemoteConfig(answers: [])
                let repository = ConfigRepository(store: store, remote: remote)
                await together(repository.sync, repository.sync)
                #expect(await remote.fetchesRanOn.count == 1)
            }
        }

        @Test("A check and a set split by an await still race: Swift 6 compiles it")
        func raceAcrossAnAwait() async throws {
            try await withFolder { folder in
                let store = ConfigStore(file: folder.appendingPathComponent("config.json"))
                let remote = ScriptedRemoteConfig(answers: [])
                let racy = RacyConfigRepository(store: store, remote: remote)
                await together(racy.sync, racy.sync)
                #expect(await remote.fetchesRanOn.count == 2)
            }
        }

        @Test("The article's unguarded flag, set from another actor, does not compile in Swift 6")
        func unguardedFlagRejected() throws {
            let result = try typecheck(
                """
                @MainActor final class FetchLimiter { var fetchInProcess = false }

                actor Fetcher {
                    func fetch(_ limiter: FetchLimiter) { limiter.fetchInProcess = true }
                }
                """)
            #expect(
                result.stderr.contains(
                    "main actor-isolated property 'fetchInProcess' can not be mutated"),
                "\(result.stderr)")
        }
    }
}
