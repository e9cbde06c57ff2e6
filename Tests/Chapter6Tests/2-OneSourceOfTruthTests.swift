import Foundation
import TestSupport
import Testing

@testable import Chapter6
@testable import MVVMKit

extension Chapter6Claims {
    @Suite("2. One source of truth")
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
                try store.write(sampleConfig)
                let remote = ScriptedRemoteConfig(answers: [.error("Offline.")])
                let model = ConfigVM(repository: ConfigRepository(store: store, remote: remote))
                let content = ConfigVC(store: store)
                let container = ContainerViewController(content: content, model: model)
                let window = UIWindow(windowScene: appScene)
                window.rootViewController = container
                window.makeKeyAndVisible()
                defer {
                    window.isHidden = true
                    window.rootViewController = nil
                }
                await model.refresh()
                let alert = container.presentedViewController as? UIAlertController
                #expect(alert?.message == "Offline.")
                #expect(alert?.actions.map(\.title) == ["OK"])
                #expect(content.screenLines().contains("Greeting: Hello"))
            }
        }

        @Test("Showing an error while the container is not on screen stops, saying what to do")
        func errorWithNoWindowStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    ContainerViewController(content: UIViewController(), model: SilentModel())
                        .showError("Offline.")
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(
                    [
                        "ContainerViewController cannot show the error \"Offline.\"",
                        "it is not in the key window",
                    ], in: message
                ).isEmpty, "\(message)")
        }
    }
}
