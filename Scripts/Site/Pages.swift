import Foundation

/// A chapter's page in `docs/`, read for what the site shows of it: nothing of the site's
/// prose is written anywhere else.
struct Page {
    let text: String
    let lines: [String]

    init(_ text: String) {
        self.text = text
        lines = text.components(separatedBy: "\n")
    }

    /// The page's title, its `# ` heading.
    var title: String {
        lines.first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? ""
    }

    /// The first paragraph after the title.
    var introduction: String {
        firstParagraph(after: lines.firstIndex { $0.hasPrefix("# ") } ?? 0)
    }

    /// The first paragraph of the section with this `## ` heading, or nil without one.
    func paragraph(under heading: String) -> String? {
        lines.firstIndex(of: "## \(heading)").map(firstParagraph(after:))
    }

    /// The lines of the first `mermaid` block.
    var diagram: [String] {
        guard let start = lines.firstIndex(of: "```mermaid") else { return [] }
        return Array(lines[(start + 1)...].prefix { $0 != "```" })
    }

    /// The lines between this `## ` heading and the next.
    func section(_ heading: String) -> [String] {
        guard let start = lines.firstIndex(of: "## \(heading)") else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("## ") })
    }

    /// What the page says after its lesson and its questions: the notes on playing, the article,
    /// the claims and the exercise, as Markdown for an article of their own. GitHub folds each
    /// in a `<details>` block; here the blocks go, and so do markers and links to files.
    var notes: [String] {
        guard let questions = lines.firstIndex(of: "## Check yourself"),
            let start = lines[(questions + 1)...].firstIndex(where: { $0.hasPrefix("## ") })
        else { return [] }
        var notes: [String] = []
        var inComment = false
        for line in lines[start...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inComment {
                inComment = !trimmed.hasSuffix("-->")
                continue
            }
            if trimmed.hasPrefix("<!--") {
                inComment = !trimmed.hasSuffix("-->")
                continue
            }
            if trimmed.hasPrefix("<details>") || trimmed.hasPrefix("</details>") { continue }
            notes.append(line)
        }
        // A link's text may run over two lines, so links go from the whole text at once.
        return plainLinks(notes.joined(separator: "\n")).components(separatedBy: "\n")
    }

    /// Text lines after `index`, up to the first blank line: no markers, code, lists or tables.
    private func firstParagraph(after index: Int) -> String {
        var paragraph: [String] = []
        var inCode = false
        for line in lines[(index + 1)...] {
            if line.hasPrefix("```") {
                inCode.toggle()
                if !paragraph.isEmpty { break }
                continue
            }
            if inCode { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("<!--") || trimmed.hasPrefix("|")
                || trimmed.hasPrefix("#")
            {
                if !paragraph.isEmpty { break }
                continue
            }
            paragraph.append(trimmed)
        }
        return plainLinks(paragraph.joined(separator: " "))
    }
}

/// Markdown links to the workspace's files become their text, since the site has no such
/// files; links to the web stay.
func plainLinks(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    while let open = rest.firstIndex(of: "[") {
        result += rest[..<open]
        // A bracket that does not start a link, `[x]` say, stays as it is.
        guard let close = rest[open...].firstIndex(of: "]"),
            rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
            let end = rest[close...].firstIndex(of: ")")
        else {
            result.append("[")
            rest = rest[rest.index(after: open)...]
            continue
        }
        let target = rest[rest.index(close, offsetBy: 2)..<end]
        if target.hasPrefix("http") {
            result += rest[open...end]
        } else {
            result += rest[rest.index(after: open)..<close]
        }
        rest = rest[rest.index(after: end)...]
    }
    return result + rest
}
