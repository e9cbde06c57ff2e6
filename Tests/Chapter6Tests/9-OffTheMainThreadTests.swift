import TestSupport
import Testing

@testable import Chapter6
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter6Claims {
    @Suite("9. Off the main thread")
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

        @Test("A flag on the main actor, set from another actor without await, does not compile")
        func unguardedFlagRejected() async throws {
            let result = try await typecheck(
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

        @Test(
            "The article's serial-queue flag, shared between threads, compiles only as @unchecked Sendable"
        )
        func serialQueueFlagCompiles() async throws {
            func repository(_ declaration: String) -> String {
                """
                import Dispatch

                \(declaration) {
                    private let queue = DispatchQueue(label: "config")
                    private var fetchInProcess = false

                    func sync(fetch: () -> Void) {
                        let isFetching = queue.sync { fetchInProcess }
                        guard !isFetching else { return }
                        // Another thread can pass the same check here, before this one sets it.
                        queue.sync { fetchInProcess = true }
                        fetch()
                        queue.sync { fetchInProcess = false }
                    }
                }

                func syncFromTwoThreads(_ repository: ConfigRepository) {
                    for _ in 0..<2 {
                        DispatchQueue.global().async { repository.sync {} }
                    }
                }
                """
            }
            let unmarked = try await typecheck(
                repository("final class ConfigRepository"), warningsAsErrors: true)
            #expect(
                unmarked.stderr.contains(
                    "capture of 'repository' with non-Sendable type 'ConfigRepository'"),
                "\(unmarked.stderr)")
            let promised = try await typecheck(
                repository("final class ConfigRepository: @unchecked Sendable"),
                warningsAsErrors: true)
            #expect(promised.status == 0, "\(promised.stderr)")
            #expect(promised.stderr.isEmpty, "\(promised.stderr)")
        }
    }
}
