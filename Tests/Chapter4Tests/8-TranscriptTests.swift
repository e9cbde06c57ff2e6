import Foundation
import TestSupport
import Testing

extension Chapter4Claims {
    @Suite("8. The chapter as the reader runs it")
    struct TranscriptTests {
        @Test("swift run Chapter4 prints the golden transcript, and nothing on stderr")
        func matchesTheGoldenTranscript() async throws {
            let problems = try await transcriptProblems(of: "Chapter4")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }

        @Test("The transcript holds the article's five lines, in order")
        func holdsTheArticleLines() throws {
            let transcript = try String(contentsOf: Golden.url(for: "Chapter4"), encoding: .utf8)
            let articleLines = [
                "Service execution", "execution of Service1", "execution of Service2",
                "execution of Service2", "execution of Service3",
            ]
            let lines = transcript.split(separator: "\n").map(String.init)
            let kept = lines.filter { articleLines.contains($0) }
            #expect(kept == articleLines)
        }
    }
}
