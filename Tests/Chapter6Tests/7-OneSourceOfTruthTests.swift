import Foundation
import TestSupport
import Testing

@testable import Chapter6
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter6Claims {
    @Suite("7. One source of truth")
    struct SourceOfTruthTests {
        @Test("A sync writes the store, and the screen, watching the store, shows it")
        func syncWritesTheStore() async throws {
            try await withFolder { folder in
                let store = ConfigStore(file: folder.appendingPathComponent("config.json"))
                let remote = ScriptedRemoteConfig(answers: [.fetchedFromRemote(sampleConfig)])
                let model = ConfigVM(repository: ConfigRepository(store: store, remote: remote))
                let screen = ConfigVC(store: store)
                screen.loadViewIfNeeded()
                #expect(!screen.screenLines().contains("Greeting: Hello"))
                await model.refresh()
                #expect(store.config == sampleConfig)
                #expect(screen.screenLines().contains("Greeting: Hello"))
            }
        }

        @Test("Reading the store never fetches: a sync is asked for, not implied")
        func readingDoesNotFetch() async throws {
            try await withFolder { folder in
                let store = ConfigStore(file: folder.appendingPathComponent("config.json"))
                let remote = ScriptedRemoteConfig(answers: [.fetchedFromRemote(sampleConfig)])
                let repository = ConfigRepository(store: store, remote: remote)
                let screen = ConfigVC(store: repository.store)
                screen.loadViewIfNeeded()
                _ = repository.store.config
                #expect(store.config == nil)
                await repository.sync()
                #expect(store.config == sampleConfig)
            }
        }

        @Test("An error is a value, shown as an alert over the content, which stays")
        func errorIsShownOverTheContent() async throws {
            try await withFolder { folder in
                let store = ConfigStore(file: folder.appendingPathComponent("config.json"))
                try await store.write(sampleConfig)
                let remote = ScriptedRemoteConfig(answers: [.error("Offline.")])
                let model = ConfigVM(repository: ConfigRepository(store: store, remote: remote))
                let content = ConfigVC(store: store)
                let container = ContainerViewController(content: content, model: model)
                await onScreen { window in
                    window.rootViewController = container
                    await model.refresh()
                    let alert = container.presentedViewController as? UIAlertController
                    #expect(alert?.message == "Offline.")
                    #expect(alert?.actions.map(\.title) == ["OK"])
                    #expect(content.screenLines().contains("Greeting: Hello"))
                }
            }
        }

        @Test("Prefetched and unknown answers write nothing and report nothing")
        func prefetchedAndUnknownDoNothing() async throws {
            try await withFolder { folder in
                let store = ConfigStore(file: folder.appendingPathComponent("config.json"))
                let remote = ScriptedRemoteConfig(answers: [.usingPrefetchedData, .unknown])
                let repository = ConfigRepository(store: store, remote: remote)
                for _ in 0..<2 {
                    await repository.sync()
                    #expect(store.config == nil && repository.takeError() == nil)
                }
                #expect(await remote.fetchesRanOn.count == 2)
            }
        }

        @Test(
            "A report made before the container is on screen is not lost: it shows when it appears")
        func earlyReportsWait() async throws {
            let content = UIViewController()
            final class Reporter: ScreenStateReporting {
                weak var stateListener: (any ScreenStateListener)?
            }
            let reporter = Reporter()
            let container = ContainerViewController(content: content, model: reporter)
            reporter.stateListener?.beginLoading()
            reporter.stateListener?.showError("Offline.")
            #expect(container.presentedViewController == nil)
            try await onScreen { window in
                window.rootViewController = container
                #expect(container.screenLines().contains("Loading..."))
                let alert = try #require(container.presentedViewController as? UIAlertController)
                #expect(alert.message == "Offline.")
            }
        }

    }
}
