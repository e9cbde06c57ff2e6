import Foundation
import TestSupport
import Testing

extension Chapter2Claims {
    @Suite("12. The chapter as the reader runs it")
    struct TranscriptTests {
        @Test("swift run Chapter2 prints the golden transcript, and nothing on stderr")
        func matchesTheGoldenTranscript() async throws {
            let problems = try await transcriptProblems(of: "Chapter2")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }
}
