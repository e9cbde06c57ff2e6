import Foundation
import TestSupport
import Testing

extension Chapter6Claims {
    @Suite("11. The chapter as the reader runs it")
    struct TranscriptTests {
        @Test("swift run Chapter6 prints the golden transcript, and leaves no files behind")
        func matchesTheGoldenTranscript() async throws {
            // A temporary directory of its own, so that other runs of the chapter cannot be
            // mistaken for what this one left.
            let temporary = FileManager.default.temporaryDirectory
                .appendingPathComponent("chapter6-transcript-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: temporary, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: temporary) }
            let problems = try await transcriptProblems(
                of: "Chapter6", environment: ["TMPDIR": temporary.path])
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        }

        @Test("The transcript holds the article's four log lines")
        func holdsTheArticleLines() throws {
            let transcript = try String(contentsOf: Golden.url(for: "Chapter6"), encoding: .utf8)
            let lines = transcript.split(separator: "\n").map(String.init)
            let logged = lines.filter { $0.hasPrefix("Remote config ") }
            #expect(
                Set(logged).isSuperset(of: [
                    "Remote config fetched data from remote",
                    "Remote config using prefetched data",
                    "Remote config unknown status",
                ]))
            #expect(logged.contains { $0.hasPrefix("Remote config fetch error: ") })
        }
    }
}
