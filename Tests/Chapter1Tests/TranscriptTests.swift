import Foundation
import TestSupport
import Testing

@Suite("7. The chapter as the reader runs it")
struct TranscriptTests {
    @Test("swift run Chapter1 prints the golden transcript, and nothing on stderr")
    func matchesTheGoldenTranscript() throws {
        let output = try runProduct("Chapter1")
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        let mismatch = Golden.mismatch(of: output.stdoutBytes, chapter: "Chapter1")
        #expect(mismatch == nil, "\(mismatch ?? "")")
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
