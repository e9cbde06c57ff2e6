import Foundation

/// What a section prints, as a terminal shows it: its lines in a monospaced font on a dark
/// ground, for a tutorial step's preview pane. Made from the golden transcript, so it is what
/// `swift run ChapterN --section K` prints.
func outputSVG(_ lines: [String]) -> String {
    let (charWidth, lineHeight, margin) = (7.8, 17.0, 14.0)
    let width = Double(max(40, lines.map(\.count).max() ?? 0)) * charWidth + margin * 2
    let height = Double(lines.count) * lineHeight + margin * 2
    let size = String(format: "width=\"%.0f\" height=\"%.0f\"", width, height)
    let rows = lines.enumerated().map { index, line in
        let y = margin + Double(index + 1) * lineHeight - 4
        let text = line.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        return String(format: "<text x=\"%.0f\" y=\"%.0f\">", margin, y) + text + "</text>"
    }
    return
        ([
            "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) font-family=\"Menlo, "
                + "DejaVu Sans Mono, monospace\" font-size=\"13\" xml:space=\"preserve\">",
            "<rect width=\"100%\" height=\"100%\" rx=\"8\" fill=\"#1e1e1e\"/>",
            "<g fill=\"#e6e6e6\">",
        ] + rows + ["</g>", "</svg>", ""]).joined(separator: "\n")
}

/// A section's lines in a chapter's transcript: those after its `== Title`, up to the next.
func printedLines(of title: String, in transcript: String) -> [String] {
    let lines = transcript.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "== \(title)") else { return [] }
    let rest = lines[(start + 1)...].prefix { !$0.hasPrefix("== ") }
    return Array(rest.reversed().drop { $0.isEmpty }.reversed())
}

/// The code with its long comment lines wrapped at 80 columns, so that the tutorial's code
/// pane, narrower than an editor, shows them whole.
func narrowComments(_ code: String) -> String {
    code.components(separatedBy: "\n").flatMap { line -> [String] in
        let indent = line.prefix { $0 == " " }
        let marker = ["/// ", "// "].first { line.dropFirst(indent.count).hasPrefix($0) }
        guard line.count > 80, let marker else { return [line] }
        var wrapped = [String(indent) + marker]
        for word in line.dropFirst(indent.count + marker.count).split(separator: " ") {
            if wrapped[wrapped.count - 1].count + word.count > 80 {
                wrapped.append(String(indent) + marker)
            }
            wrapped[wrapped.count - 1] +=
                (wrapped[wrapped.count - 1].hasSuffix(" ") ? "" : " ")
                + word
        }
        return wrapped
    }.joined(separator: "\n")
}
