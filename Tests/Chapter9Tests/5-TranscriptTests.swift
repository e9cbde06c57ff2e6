import Foundation
import TestSupport
import Testing

extension Chapter9Claims {
    @Suite("5. The chapter as the reader runs it")
    struct TranscriptTests {
        @Test("swift run Chapter9 prints the golden transcript, and nothing on stderr")
        func matchesTheGoldenTranscript() async throws {
            let problems = try await transcriptProblems(of: "Chapter9")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }
}
