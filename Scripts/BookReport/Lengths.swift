import Foundation

/// How many words of prose a page teaches in before its `## In short`: the lesson's own
/// length, with code, transcripts, tables' rules, markers and diagrams left out. Nil when the
/// page has no `## In short`.
func lessonLength(of page: String) -> Int? {
    var prose = 0
    var inFence = false
    var inComment = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("## In short") { return prose }
        if trimmed.hasPrefix("```") {
            inFence.toggle()
            continue
        }
        if inComment || trimmed.hasPrefix("<!--") {
            inComment = !trimmed.hasSuffix("-->")
            continue
        }
        if !inFence {
            prose +=
                trimmed.split(whereSeparator: { $0 == " " || $0 == "|" })
                .filter { !$0.allSatisfy { $0 == "-" || $0 == ":" } }.count
        }
    }
    return nil
}
