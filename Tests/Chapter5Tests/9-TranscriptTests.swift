import Foundation
import TestSupport
import Testing

extension Chapter5Claims {
    @Suite("9. The chapter as the reader runs it")
    struct TranscriptTests {
        @Test("swift run Chapter5 prints the golden transcript, and nothing on stderr")
        func matchesTheGoldenTranscript() async throws {
            let problems = try await transcriptProblems(of: "Chapter5")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }
}
