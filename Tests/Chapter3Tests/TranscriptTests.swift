import Foundation
import TestSupport
import Testing

@Suite("5. The chapter as the reader runs it")
struct TranscriptTests {
    @Test("swift run Chapter3 prints the golden transcript, and nothing on stderr")
    func matchesTheGoldenTranscript() throws {
        let output = try runProduct("Chapter3", environment: ["CHAPTER_DELAY_SECONDS": "0"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        let mismatch = Golden.mismatch(of: output.stdoutBytes, chapter: "Chapter3")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
