import Foundation
import TestSupport
import Testing

extension Chapter1Claims {
    @Suite("7. The chapter as the reader runs it")
    struct TranscriptTests {
        @Test("swift run Chapter1 prints the golden transcript, and nothing on stderr")
        func matchesTheGoldenTranscript() async throws {
            let problems = try await transcriptProblems(of: "Chapter1")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }

        @Test("The transcript holds the article's three console lines, in order")
        func holdsTheArticleLines() throws {
            let transcript = try String(contentsOf: Golden.url(for: "Chapter1"), encoding: .utf8)
            let articleLines = [
                "Loading orders for customer '42', date '2020-04-22 17:41:49 +0000'",
                "Loading orders for customer '42', date '2020-04-23 18:47:36 +0000'",
                "Loading mock orders for customer '42', date '2020-04-24 17:47:40 +0000'",
            ]
            let lines = transcript.split(separator: "\n").map(String.init)
            let positions = articleLines.map { lines.firstIndex(of: $0) }
            #expect(!positions.contains(nil), "missing from the transcript: \(positions)")
            let found = positions.compactMap { $0 }
            #expect(found == found.sorted())
        }
    }
}
