import Foundation

/// How long a page makes its reader wait, in words. Before its first block of `transcript`:
/// everything the reader reads, prose, code and tables alike (markers and diagrams aside,
/// since a diagram is looked at, not read). Before its `## In short`: prose only, the
/// lesson's own length.
func lessonLength(of page: String, transcript: String) -> (
    toFirstOutput: Int?, toSummary: Int?
) {
    var read = 0
    var prose = 0
    var fence: String?
    var inComment = false
    var toFirstOutput: Int?
    var previous = ""
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        defer { previous = trimmed }
        if line.hasPrefix("## In short") { return (toFirstOutput, prose) }
        if trimmed.hasPrefix("```") {
            if fence == nil {
                fence = String(trimmed.dropFirst(3))
                if toFirstOutput == nil, previous == "<!-- transcript: \(transcript) -->" {
                    toFirstOutput = read
                }
            } else {
                fence = nil
            }
            continue
        }
        if inComment || trimmed.hasPrefix("<!--") {
            inComment = !trimmed.hasSuffix("-->")
            continue
        }
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "|" })
            .filter { !$0.allSatisfy { $0 == "-" || $0 == ":" } }.count
        switch fence {
        case nil:
            read += words
            prose += words
        case "mermaid":
            break
        default:
            read += words
        }
    }
    return (toFirstOutput, nil)
}
