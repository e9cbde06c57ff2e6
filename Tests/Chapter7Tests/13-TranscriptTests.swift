import Foundation
import TestSupport
import Testing

extension Chapter7Claims {
    @Suite("13. The chapter as the reader runs it")
    struct TranscriptTests {
        @Test("swift run Chapter7 prints the golden transcript, and nothing on stderr")
        func matchesTheGoldenTranscript() async throws {
            let problems = try await transcriptProblems(of: "Chapter7")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }
}
