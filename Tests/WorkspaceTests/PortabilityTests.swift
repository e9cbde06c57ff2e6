import Foundation
import TestSupport
import Testing

/// Readers copy folders of the kit into their own apps. Each folder that docs/design.md promises
/// to stand alone is compiled here on its own, as a fresh module with no default isolation,
/// warnings as errors.
@Suite("The kit's folders can be copied on their own")
struct PortabilityTests {
    static let copies: [[String]] = [
        ["DI"], ["MVVM", "ConsoleUIKit"], ["ConsoleUIKit"], ["ConsoleUIKit", "ConsoleSwiftUI"],
        ["DI", "MVVM", "ConsoleUIKit", "Routing"],
        ["MVVM", "ConsoleUIKit", "Reusable"], ["MVVM", "ConsoleUIKit", "Reusable", "Selection"],
        ["ConsoleUIKit", "ConsoleSwiftUI", "ScreenState"],
        ["MVVM", "ConsoleUIKit", "ConsoleSwiftUI", "Responders"],
        ["DI", "MVVM", "ConsoleUIKit", "ModelsTree"],
    ]

    @Test("This set of kit folders compiles alone in an empty module", arguments: copies)
    func foldersCompileAlone(folders: [String]) async throws {
        let files = try folders.flatMap { try Workspace.swiftFiles(in: "Chapters/MVVMKit/\($0)") }
        #expect(!files.isEmpty)
        let result = try await typecheckModule(files)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
