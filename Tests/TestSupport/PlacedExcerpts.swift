import Foundation
import ToolSupport

/// Where a chapter's page leaves its own output unexplained, checked by position: the
/// transcript is cut into its sections by their `== Title` lines, the page into its `## Title`
/// sections, and each `<!-- transcript: path -->` block under a heading that names a section
/// must be a run of that section's lines that no earlier block showed. Every line of a section,
/// its drawn screens aside, must be in one of the blocks of its own section, and no block may
/// end on a line that announces, with a colon, the line it cuts off. A block anywhere else (an
/// opening preview) shows a line twice, or where nothing explains it.
public func placementProblems(of transcript: String, at path: String, page: String) -> [String] {
    let sections = transcriptSections(transcript)
    var covered: Set<Int> = []
    var problems: [String] = []
    for excerpt in transcriptBlocks(of: path, in: page) {
        guard !excerpt.heading.isEmpty, let section = sections[excerpt.heading] else {
            problems.append("line \(excerpt.line): this block is outside the section it shows")
            continue
        }
        let wanted = excerpt.lines.map(trimmed)
        let starts = (0..<max(section.count - wanted.count + 1, 0)).filter { start in
            section[start..<(start + wanted.count)].map { trimmed($0.text) } == wanted
        }
        let unused = starts.first { start in
            section[start..<(start + wanted.count)].allSatisfy { !covered.contains($0.number) }
        }
        guard let start = unused else {
            problems.append(
                "line \(excerpt.line): this block under \"## \(excerpt.heading)\" is not a run of "
                    + "what that section prints" + (starts.isEmpty ? "" : " that no block showed"))
            continue
        }
        let run = section[start..<(start + wanted.count)]
        covered.formUnion(run.map(\.number))
        let next = start + wanted.count
        if let last = wanted.last, last.hasSuffix(":"), next < section.count,
            !trimmed(section[next].text).isEmpty
        {
            problems.append(
                "line \(excerpt.line): this block ends on \"\(last)\", which announces "
                    + "\"\(trimmed(section[next].text))\"; show that line too")
        }
    }
    let title = page.split(separator: "\n").first { $0.hasPrefix("# ") }?.dropFirst(2)
    for (heading, lines) in sections.sorted(by: { $0.value[0].number < $1.value[0].number }) {
        for line in lines where !covered.contains(line.number) {
            let text = trimmed(line.text)
            guard !text.isEmpty, !text.hasPrefix("|"), !text.hasPrefix("+-"),
                !text.hasPrefix("== "), text != title.map(String.init)
            else { continue }
            problems.append(
                "\"== \(heading)\" prints \"\(text)\", which no block under its \"## \(heading)\" "
                    + "shows")
        }
    }
    return problems
}

private func trimmed(_ line: String) -> String {
    line.trimmingCharacters(in: .whitespaces)
}

/// A transcript's sections by title, each with its lines numbered from the transcript's start,
/// its `== Title` line first. What comes before the first title is the section "".
private func transcriptSections(_ transcript: String) -> [String: [(number: Int, text: String)]] {
    var sections: [String: [(number: Int, text: String)]] = [:]
    var current = ""
    for (number, line) in transcript.components(separatedBy: "\n").enumerated() {
        if line.hasPrefix("== ") { current = String(line.dropFirst(3)) }
        sections[current, default: []].append((number, line))
    }
    return sections
}

/// The `<!-- transcript: path -->` blocks of a page, each with the `## ` heading it is under
/// and the page's line number of its marker.
private func transcriptBlocks(of path: String, in page: String) -> [(
    heading: String, line: Int, lines: [String]
)] {
    let lines = page.components(separatedBy: "\n")
    var blocks: [(heading: String, line: Int, lines: [String])] = []
    var heading = ""
    var index = 0
    while index < lines.count {
        if lines[index].hasPrefix("## ") { heading = String(lines[index].dropFirst(3)) }
        guard marker("transcript", in: lines[index]) == path, index + 1 < lines.count,
            trimmed(lines[index + 1]).hasPrefix("```")
        else {
            index += 1
            continue
        }
        let block = lines[(index + 2)...].prefix { trimmed($0) != "```" }
        blocks.append((heading, index + 1, Array(block)))
        index += 2 + block.count
    }
    return blocks
}
