import Foundation
import ToolSupport

/// Checks that a Markdown page quotes only what is really there.
///
/// Every fenced `swift` or `text` block must carry a marker on the line right above it:
/// - `<!-- from: path -->`: the block is a run of consecutive lines of that source file
///   (indentation may be shifted as a whole);
/// - `<!-- transcript: path -->`: the block is a run of consecutive lines of that golden file;
/// - `<!-- illustration: why -->`: the block is deliberately not from the sources (for example
///   the article's Objective-C runtime code, which cannot compile on Linux).
/// A `mermaid` diagram needs no marker, but every name in it must be a type that the sources
/// under `Chapters/` or `Scripts/` declare.
/// Relative links must point at files that exist, seen from `linkBase` (the page's folder).
/// `declared` is what `declaredTypeNames(root:)` returns, for a caller checking many pages.
public func docsProblems(
    in page: String, named name: String, root: URL, linkBase: URL? = nil,
    declared: Set<String>? = nil
) -> [String] {
    var problems: [String] = tableProblems(in: page, named: name)
    lazy var declared = declared ?? declaredTypeNames(root: root)
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
        // A fence may be indented, inside a list item; its block is then indented alike.
        let line = lines[index].trimmingCharacters(in: .whitespaces)
        guard line.hasPrefix("```"), line.count > 3 else {
            index += 1
            continue
        }
        let language = String(line.dropFirst(3))
        var end = index + 1
        while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" {
            end += 1
        }
        let block = Array(lines[(index + 1)..<min(end, lines.count)])
        let marker = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
        let place = "\(name):\(index + 1)"
        if let path = ToolSupport.marker("from", in: marker)
            ?? ToolSupport.marker("transcript", in: marker)
        {
            if let source = try? String(
                contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            {
                if !containsRun(block, in: source) {
                    problems.append("\(place): this block is no longer a part of \(path)")
                }
            } else {
                problems.append("\(place): \(path) does not exist")
            }
        } else if language == "mermaid" {
            for name in diagramNames(in: block) where !declared.contains(name) {
                problems.append(
                    "\(place): the diagram names \(name), which nothing under Chapters/ or "
                        + "Scripts/ declares"
                )
            }
        } else if ToolSupport.marker("illustration", in: marker) == nil,
            ["swift", "text"].contains(language)
        {
            problems.append(
                "\(place): a \(language) block needs <!-- from: path -->, "
                    + "<!-- transcript: path --> or <!-- illustration: why --> right above it")
        }
        index = end + 1
    }
    let anchors = Set(lines.filter { $0.hasPrefix("#") }.map(anchor(ofHeading:)))
    for link in relativeLinks(in: page) {
        let exists =
            link.hasPrefix("#")
            ? anchors.contains(String(link.dropFirst()))
            : FileManager.default.fileExists(
                atPath: (linkBase ?? root).appendingPathComponent(link).path)
        if !exists {
            problems.append("\(name): the link \(link) points at nothing")
        }
    }
    return problems
}

/// Whether `block` equals some consecutive lines of `source`, up to a common indentation.
private func containsRun(_ block: [String], in source: String) -> Bool {
    let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
    let wanted = dedented(block)
    guard !wanted.isEmpty, wanted.count <= sourceLines.count else { return false }
    // Only a window whose first line matches, spaces aside, is worth dedenting and comparing.
    let first = wanted[0].trimmingCharacters(in: .whitespaces)
    for start in 0...(sourceLines.count - wanted.count)
    where sourceLines[start].trimmingCharacters(in: .whitespaces) == first
        && dedented(Array(sourceLines[start..<(start + wanted.count)])) == wanted
    {
        return true
    }
    return false
}

private func dedented(_ lines: [String]) -> [String] {
    let indents = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }
    let common = indents.min() ?? 0
    return lines.map { String($0.dropFirst(min(common, $0.count))) }
}

/// The anchor a Markdown renderer gives a heading: lower case, punctuation dropped, spaces
/// turned into hyphens.
private func anchor(ofHeading heading: String) -> String {
    let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
    return String(
        title.compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_"
                ? character : nil
        })
}

/// Targets of Markdown links that are not web addresses: paths, or `#anchors` in the page.
private func relativeLinks(in page: String) -> [String] {
    var links: [String] = []
    var rest = page[...]
    while let open = rest.range(of: "](") {
        rest = rest[open.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { break }
        let target = String(rest[..<close])
        if !target.contains("://"), !target.hasPrefix("mailto:") {
            // A link to a file keeps only its path; a link inside the page keeps its anchor.
            let path = target.split(separator: "#", maxSplits: 1).first.map(String.init)
            links.append(target.hasPrefix("#") ? target : path ?? target)
        }
    }
    return links
}

/// The node names of a Mermaid flowchart: every word outside edge labels (`|...|`), arrows and
/// the first line.
func diagramNames(in block: [String]) -> Set<String> {
    var names: Set<String> = []
    for line in block.dropFirst() {
        let unlabelled = line.replacing(#/\|[^|]*\|/#, with: " ")
        for match in unlabelled.matches(of: #/[A-Za-z_][A-Za-z0-9_]*/#) {
            names.insert(String(match.output))
        }
    }
    return names
}

/// The type names the sources under `Chapters/` and `Scripts/` declare.
public func declaredTypeNames(root: URL) -> Set<String> {
    declaredTypeNames(under: root.appendingPathComponent("Chapters"))
        .union(declaredTypeNames(under: root.appendingPathComponent("Scripts")))
}

/// The names of the classes, structs, enums and protocols declared by the Swift files below
/// `folder`.
func declaredTypeNames(under folder: URL) -> Set<String> {
    var names: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift",
            let source = try? String(contentsOf: file, encoding: .utf8)
        else { continue }
        for match in source.matches(of: #/\b(?:class|struct|enum|protocol|actor) (\w+)/#) {
            names.insert(String(match.1))
        }
    }
    return names
}

/// Tables whose rows do not all have the header's number of cells, outside fenced blocks: such
/// a table does not render as a table.
public func tableProblems(in page: String, named name: String) -> [String] {
    var problems: [String] = []
    var inFence = false
    var header: (line: Int, cells: Int)?
    for (index, rawLine) in page.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
    {
        let line = rawLine.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("```") {
            inFence.toggle()
            header = nil
            continue
        }
        guard !inFence, line.hasPrefix("|") else {
            header = nil
            continue
        }
        let cells = cellCount(line)
        if let header {
            if cells != header.cells {
                problems.append(
                    "\(name):\(index + 1): this table row has \(cells) cells; the header on line "
                        + "\(header.line) has \(header.cells)")
            }
        } else {
            header = (index + 1, cells)
        }
    }
    return problems
}

/// The cells of a table row: its `|` separators, leaving out those inside code spans and
/// escaped ones.
private func cellCount(_ row: String) -> Int {
    var bars = 0
    var inCode = false
    var previous: Character = " "
    for character in row {
        if character == "`" { inCode.toggle() }
        if character == "|", !inCode, previous != "\\" { bars += 1 }
        previous = character
    }
    return max(bars - 1, 0)
}
