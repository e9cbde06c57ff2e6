import Foundation
import TestSupport
import Testing

@Suite("7. The chapter as the reader runs it")
struct TranscriptTests {
    @Test("swift run Chapter2 prints the golden transcript, and nothing on stderr")
    func matchesTheGoldenTranscript() throws {
        // The provider answers at once, so the test does not wait the chapter's three seconds.
        let output = try runProduct("Chapter2", environment: ["CHAPTER_DELAY_SECONDS": "0"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        let mismatch = Golden.mismatch(of: output.stdoutBytes, chapter: "Chapter2")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
