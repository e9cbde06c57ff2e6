import Foundation
import TestSupport
import Testing

@testable import Chapter6
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter6Claims {
    @Suite("8. The flag that stuck")
    struct FlagThatStuckTests {
        /// A store whose file can never be written: its folder is a file.
        func unwritableStore(in folder: URL) throws -> ConfigStore {
            let notAFolder = folder.appendingPathComponent("not-a-folder")
            try Data().write(to: notAFolder)
            return ConfigStore(file: notAFolder.appendingPathComponent("config.json"))
        }

        @Test(
            "In the article's repository, a sync that throws leaves its flag set: no sync runs again"
        )
        func articleFlagSticks() async throws {
            try await withFolder { folder in
                let remote = ScriptedRemoteConfig(answers: [
                    .fetchedFromRemote(sampleConfig), .error("second"),
                ])
                let article = ArticleConfigRepository(
                    store: try unwritableStore(in: folder), remote: remote)
                await #expect(throws: StoreError.self) { try await article.sync() }
                try await article.sync()
                // The second answer was never asked for.
                #expect(await remote.fetchAndActivate().isError)
            }
        }

        @Test("In the kit's, a defer resets the flag, so the next sync runs")
        func kitFlagIsReset() async throws {
            try await withFolder { folder in
                let remote = ScriptedRemoteConfig(answers: [
                    .fetchedFromRemote(sampleConfig), .error("second"),
                ])
                let repository = ConfigRepository(
                    store: try unwritableStore(in: folder), remote: remote)
                await repository.sync()
                #expect(repository.takeError()?.hasPrefix("Could not write config.json") == true)
                await repository.sync()
                #expect(repository.takeError() == "second")
            }
        }

        @Test("A flag shared unprotected with a detached task does not compile in Swift 6")
        func raceDoesNotCompile() async throws {
            let snippet = FileManager.default.temporaryDirectory
                .appendingPathComponent("race-\(UUID().uuidString).swift")
            try """
            final class FetchLimiter {
                var fetchInProcess = false
            }

            func syncTwice(_ limiter: FetchLimiter) {
                for _ in 0..<2 {
                    Task.detached {
                        if !limiter.fetchInProcess {
                            limiter.fetchInProcess = true
                        }
                    }
                }
            }
            """.write(to: snippet, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: snippet) }
            let result = try await compileModule([snippet])
            #expect(result.status != 0)
            #expect(
                result.stderr.contains(
                    "passing closure as a 'sending' parameter risks causing data races"),
                "\(result.stderr)")
        }
    }
}

extension RemoteAnswer {
    var isError: Bool {
        if case .error = self { return true }
        return false
    }
}
