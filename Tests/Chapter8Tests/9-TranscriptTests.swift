import Foundation
import TestSupport
import Testing

extension Chapter8Claims {
    @Suite("9. The chapter as the reader runs it")
    struct TranscriptTests {
        @Test("swift run Chapter8 prints the golden transcript, and nothing on stderr")
        func matchesTheGoldenTranscript() async throws {
            let problems = try await transcriptProblems(of: "Chapter8")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }

        @Test("The transcript holds the talk's line, ISS's got a problem, once per listener")
        func holdsTheTalksLine() throws {
            let transcript = try String(contentsOf: Golden.url(for: "Chapter8"), encoding: .utf8)
            #expect(
                transcript.split(separator: "\n").filter { $0 == "ISS's got a problem" }.count == 2)
        }
    }
}
