import Foundation
import TestSupport
import Testing

@testable import Chapter6
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter6Claims {
    @Suite("10. The store is a file")
    struct StoreIsAFileTests {
        @Test("A write replaces the file whole and leaves no temporary file behind")
        func writeIsAtomic() async throws {
            try await withFolder { folder in
                let file = folder.appendingPathComponent("config.json")
                let store = ConfigStore(file: file)
                try await store.write(sampleConfig)
                try await store.write(Config(greeting: "Bye", ordersPerPage: 5))
                let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                #expect(names == ["config.json"])
                let saved = try JSONDecoder().decode(Config.self, from: Data(contentsOf: file))
                #expect(saved == Config(greeting: "Bye", ordersPerPage: 5))
            }
        }

        @Test("A second store opened on the same file sees the data")
        func secondStoreSeesTheData() async throws {
            try await withFolder { folder in
                let file = folder.appendingPathComponent("config.json")
                try await ConfigStore(file: file).write(sampleConfig)
                #expect(ConfigStore(file: file).config == sampleConfig)
            }
        }

        @Test("A corrupt file is an error to show, and is moved aside, never overwritten")
        func corruptFileMovedAside() async throws {
            try await withFolder { folder in
                let file = folder.appendingPathComponent("config.json")
                let garbage = Data("{ not json".utf8)
                try garbage.write(to: file)
                let store = ConfigStore(file: file)
                #expect(store.config == nil)
                #expect(store.readError?.contains("config.corrupt-1.json") == true)
                let kept = folder.appendingPathComponent("config.corrupt-1.json")
                #expect(try Data(contentsOf: kept) == garbage)
                #expect(!FileManager.default.fileExists(atPath: file.path))

                try garbage.write(to: file)
                _ = ConfigStore(file: file)
                let second = folder.appendingPathComponent("config.corrupt-2.json")
                #expect(FileManager.default.fileExists(atPath: second.path), "the first is kept")
            }
        }

        @Test("What the store could not read is an error the screen on it shows, once on screen")
        func unreadableFileIsShown() async throws {
            try await withFolder { folder in
                let file = folder.appendingPathComponent("broken.json")
                try Data("{ not json".utf8).write(to: file)
                let store = ConfigStore(file: file)
                let model = ConfigVM(
                    repository: ConfigRepository(
                        store: store, remote: ScriptedRemoteConfig(answers: [])))
                let container = ContainerViewController(
                    content: ConfigVC(store: store), model: model)
                #expect(container.presentedViewController == nil)
                await onScreen { window in
                    window.rootViewController = container
                    let alert = container.presentedViewController as? UIAlertController
                    #expect(alert?.message?.hasPrefix("The saved config could not be read") == true)
                }
            }
        }

        @Test("A folder that cannot be written is reported, not ignored")
        func unwritableFolderReported() async throws {
            try await withFolder { folder in
                let notAFolder = folder.appendingPathComponent("not-a-folder")
                try Data().write(to: notAFolder)
                let store = ConfigStore(file: notAFolder.appendingPathComponent("config.json"))
                await #expect(throws: StoreError.self) { try await store.write(sampleConfig) }
                #expect(store.config == nil)
            }
        }
    }
}
