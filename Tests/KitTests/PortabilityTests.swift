import Foundation
import TestSupport
import Testing

/// Readers copy folders of the kit into their own apps. Each set of folders that docs/design.md
/// promises to stand alone is compiled here on its own (`Responders` is that folder's shared
/// files, without its halves; a half, `Responders/UIKit`, goes with them), as a fresh module
/// with no default isolation, warnings as errors: as an iPhone compiles it, against UIKit,
/// SwiftUI and the runtime (the stand-ins built as those modules), and the stand-ins themselves
/// as a reader on Linux copies them.
@Suite("The kit's folders can be copied on their own")
struct PortabilityTests {
    static let copies: [[String]] = [
        ["DI"], ["MVVM"], ["DI", "MVVM", "Routing"], ["MVVM", "Reusable"],
        ["MVVM", "Reusable", "Selection"], ["ScreenState", "ScreenState/UIKit"],
        ["ScreenState", "ScreenState/SwiftUI"], ["MVVM", "Responders", "Responders/UIKit"],
        ["MVVM", "Responders", "Responders/SwiftUI"],
        ["DI", "MVVM", "ModelsTree"],
    ]
    static let standIns: [[String]] = [["ConsoleUIKit"], ["ConsoleUIKit", "ConsoleSwiftUI"]]

    @Test("This set of kit folders compiles alone in an empty module", arguments: copies)
    func foldersCompileAlone(folders: [String]) async throws {
        let iPhone = try await IPhoneModules.folder.value
        let files = try IPhoneModules.kitFiles(folders, in: iPhone)
        #expect(!files.isEmpty)
        let result = try await typecheckModule(files, modules: iPhone)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test(
        "The stand-ins compile alone, each a module of its own, as a reader on Linux copies them",
        arguments: standIns)
    func standInsCompileAlone(folders: [String]) async throws {
        let below = FileManager.default.temporaryDirectory
            .appendingPathComponent("stand-ins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: below, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: below) }
        // Each folder but the last becomes a module the next one imports; the last is checked.
        for (index, folder) in folders.enumerated() {
            let files = Workspace.files(under: "Chapters/\(folder)", ending: ".swift")
            let output =
                index == folders.count - 1
                ? ["-typecheck"]
                : [
                    "-emit-module", "-emit-module-path",
                    below.appendingPathComponent(folder + ".swiftmodule").path,
                ]
            let result = try await swiftc(
                [
                    "-swift-version", "6", "-parse-as-library", "-module-name", folder,
                    "-package-name", "Copied", "-warnings-as-errors", "-I", below.path,
                ] + output + files.map { Workspace.file($0).path })
            #expect(result.status == 0 && result.stderr.isEmpty, "\(folder): \(result.stderr)")
        }
    }

    @Test("Every kit folder is in a set that is compiled alone")
    func everyFolderIsCopied() {
        let copied = Set(Self.copies.flatMap { $0 })
        #expect(Set(Workspace.kitFileFolders).subtracting(copied).isEmpty)
    }
}
