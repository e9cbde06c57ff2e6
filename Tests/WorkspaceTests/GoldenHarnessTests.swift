import Foundation
import TestSupport
import Testing

/// The transcript harness itself: a mismatch must be shown so that a reader can find it.
@Suite("Golden transcripts")
struct GoldenHarnessTests {
    @Test(
        "The diff shows only the changed lines, with their numbers: a missing line, trailing spaces"
    )
    func diffNamesTheChangedLines() {
        let diff = lineDiff(expected: "one\ntwo\nthree\n", actual: "one\nTWO\nthree\n")
        #expect(diff == "- expected 2: two\n+ actual   2: TWO")
        let missing = lineDiff(expected: "a\nb\nc", actual: "a\nc ")
        #expect(missing == "- expected 2: b\n- expected 3: c\n+ actual   2: c ⏎")
    }

    @Test(
        "Identical bytes are no mismatch; different bytes are one, shown as a diff",
        .disabled(if: Golden.isRecording, "a recording run writes instead of comparing"))
    func mismatchOnlyWhenDifferent() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("golden-\(UUID().uuidString).txt")
        try "line\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(Golden.mismatch(of: Array("line\n".utf8), goldenFile: file, name: "test") == nil)
        let message = Golden.mismatch(
            of: Array("line\nmore\n".utf8), goldenFile: file, name: "test")
        #expect(message?.contains("+ actual   2: more") == true, "\(message ?? "")")
    }
}
