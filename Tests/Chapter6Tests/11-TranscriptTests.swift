import Foundation
import TestSupport
import Testing

extension Chapter6Claims {
    @Suite("11. The chapter as the reader runs it")
    struct TranscriptTests {
        @Test("swift run Chapter6 prints the golden transcript, and leaves no files behind")
        func matchesTheGoldenTranscript() async throws {
            let temporary = FileManager.default.temporaryDirectory.path
            func chapterFolders() throws -> Set<String> {
                Set(
                    try FileManager.default.contentsOfDirectory(atPath: temporary)
                        .filter { $0.hasPrefix("mvvm-by-hand-chapter6-") })
            }
            let before = try chapterFolders()
            let problems = try await transcriptProblems(of: "Chapter6")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            #expect(try chapterFolders() == before)
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
