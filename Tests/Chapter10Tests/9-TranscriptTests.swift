import Foundation
import TestSupport
import Testing

extension Chapter10Claims {
    @Suite("9. The chapter as the reader runs it")
    struct TranscriptTests {
        @Test("swift run Chapter10 prints the golden transcript, and nothing on stderr")
        func matchesTheGoldenTranscript() async throws {
            let problems = try await transcriptProblems(of: "Chapter10")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }

        @Test("The app target depends on the library alone, as a reader's app target would")
        func appDependsOnTheLibraryAlone() throws {
            let imports = try Workspace.swiftFiles(in: Workspace.appFolder).flatMap { file in
                try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                    .filter { $0.hasPrefix("import ") }.map { $0.dropFirst("import ".count) }
            }
            #expect(Set(imports) == ["Foundation", "MVVMKit", "UIKit"])
            let manifest = try String(contentsOf: Workspace.file("Package.swift"), encoding: .utf8)
            #expect(
                manifest.contains(
                    "name: \"OrdersApp\", dependencies: [\"MVVMKit\"], path: "
                        + "\"\(Workspace.appFolder)\""
                ))
        }
    }
}
