import Foundation
import ToolSupport

/// Golden transcripts: a chapter's whole output, kept in `Tests/Golden/<Chapter>.txt`.
public enum Golden {
    /// Set to 1 to rewrite the golden files from the current output. A recording run
    /// always fails, so it can never pass by accident.
    public static let recordVariable = "RECORD_GOLDEN"

    public static func url(for chapter: String) -> URL {
        Workspace.file("Tests/Golden/\(chapter).txt")
    }

    /// Compares `output` byte for byte with the chapter's golden file. Returns nil when they
    /// match, otherwise a message with a line-by-line diff (or what was recorded).
    public static func mismatch(of output: [UInt8], chapter: String) -> String? {
        mismatch(of: output, goldenFile: url(for: chapter), name: chapter)
    }

    /// Whether this run re-records golden files instead of checking them.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordVariable] == "1"
    }

    /// The same comparison against any file; `name` says whose output it is.
    public static func mismatch(of output: [UInt8], goldenFile file: URL, name: String)
        -> String?
    {
        if isRecording {
            do {
                try Data(output).write(to: file)
                return "Recorded \(file.path). Run again without \(recordVariable)=1 to check it."
            } catch {
                return "Could not record \(file.path): \(error)"
            }
        }
        guard let expected = FileManager.default.contents(atPath: file.path) else {
            return "No golden file at \(file.path). Record it with \(recordVariable)=1 swift test."
        }
        if [UInt8](expected) == output {
            return nil
        }
        return """
            The output of \(name) differs from \(file.path):
            \(lineDiff(expected: String(decoding: expected, as: UTF8.self),
                       actual: String(decoding: output, as: UTF8.self)))
            If the change is intended, re-record with \(recordVariable)=1 swift test.
            """
    }
}

/// Runs a chapter's executable and compares its whole output with its golden transcript.
/// Returns what is wrong, if anything: a failed run, output on stderr, or a diff.
public func transcriptProblems(of chapter: String, environment: [String: String] = [:])
    async throws -> [String]
{
    let output = try await runProduct(
        chapter, environment: environment.merging(["CHAPTER_DELAY_SECONDS": "0"]) { $1 })
    var problems: [String] = []
    if output.status != 0 {
        problems.append("\(chapter) exited with status \(output.status)")
    }
    if !output.stderr.isEmpty {
        problems.append("\(chapter) wrote to stderr:\n\(output.stderr)")
    }
    if let mismatch = Golden.mismatch(of: output.stdoutBytes, chapter: chapter) {
        problems.append(mismatch)
    }
    return problems
}

/// A readable diff: only the lines that differ, each with its line number, `-` for the
/// expected text and `+` for the actual one (lines kept are those of a longest common
/// subsequence).
public func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let lines = editSteps(from: old, to: new).compactMap { step -> String? in
        switch step.kind {
        case .kept: nil
        case .gone: "- expected \(step.old! + 1): \(visible(step.text))"
        case .new: "+ actual   \(step.new! + 1): \(visible(step.text))"
        }
    }
    if lines.isEmpty {
        return "  (the lines are equal; the bytes differ, e.g. in line endings or normalisation)"
    }
    return lines.joined(separator: "\n")
}

/// Makes trailing spaces and tabs visible, since they are otherwise the hardest to spot.
private func visible(_ line: String) -> String {
    var shown = line.replacingOccurrences(of: "\t", with: "→")
    if shown.hasSuffix(" ") {
        shown += "⏎"
    }
    return shown
}
