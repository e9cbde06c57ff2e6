import Foundation

/// A page's Mermaid flowchart drawn as an SVG picture, with no JavaScript and no package: the
/// boxes in rows, each row one step further along the arrows from where they start, and the
/// arrows straight, dashed where the page draws them dashed.
func diagramSVG(_ lines: [String]) -> String {
    struct Edge {
        let from: String
        let to: String
        let label: String
        let dashed: Bool
    }
    var nodes: [String] = []
    var edges: [Edge] = []
    func node(_ name: String) {
        if !nodes.contains(name) { nodes.append(name) }
    }
    for line in lines.dropFirst() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let arrow = trimmed.range(of: "-.->") ?? trimmed.range(of: "-->") else { continue }
        let from = String(trimmed[..<arrow.lowerBound]).trimmingCharacters(in: .whitespaces)
        var rest = trimmed[arrow.upperBound...].trimmingCharacters(in: .whitespaces)[...]
        var label = ""
        if rest.hasPrefix("|"), let end = rest.dropFirst().firstIndex(of: "|") {
            label = String(rest[rest.index(after: rest.startIndex)..<end])
            rest = rest[rest.index(after: end)...]
        }
        let to = rest.trimmingCharacters(in: .whitespaces)
        node(from)
        node(to)
        edges.append(
            Edge(from: from, to: to, label: label, dashed: trimmed[arrow].hasPrefix("-.")))
    }
    // Rows: a node sits one row below the lowest of the nodes pointing at it, counting only
    // solid arrows (who holds whom) that do not close a loop.
    var row: [String: Int] = [:]
    var visiting: Set<String> = []
    func place(_ name: String) -> Int {
        if let known = row[name] { return known }
        if visiting.contains(name) { return -1 }
        visiting.insert(name)
        let above = edges.filter { $0.to == name && $0.from != name && !$0.dashed }
            .map { place($0.from) }
        visiting.remove(name)
        let mine = (above.max() ?? -1) + 1
        row[name] = mine
        return mine
    }
    for name in nodes { _ = place(name) }
    let rows = Dictionary(grouping: nodes) { row[$0] ?? 0 }
    let boxHeight = 34.0
    let rowGap = 80.0
    let charWidth = 8.4
    let gap = 24.0
    var center: [String: (x: Double, y: Double, width: Double)] = [:]
    var width = 0.0
    for (index, names) in rows.sorted(by: { $0.key < $1.key }) {
        var x = gap
        for name in names {
            let boxWidth = Double(name.count) * charWidth + 24
            center[name] = (x + boxWidth / 2, gap + Double(index) * (boxHeight + rowGap), boxWidth)
            x += boxWidth + gap
        }
        width = max(width, x)
    }
    let height = gap * 2 + Double(rows.count) * (boxHeight + rowGap) - rowGap
    func number(_ value: Double) -> String { String(format: "%.1f", value) }
    func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
            of: "<", with: "&lt;"
        )
        .replacingOccurrences(of: ">", with: "&gt;")
    }
    var svg = [
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" "
            + "height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\" "
            + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"14\">",
        "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" "
            + "markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" "
            + "fill=\"#555\"/></marker></defs>",
        "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
    ]
    var labels: [String] = []
    var taken: [(x: Double, y: Double, width: Double)] = []
    for edge in edges {
        guard let from = center[edge.from], let to = center[edge.to] else { continue }
        let goesDown = to.y > from.y
        let start = (x: from.x, y: from.y + (goesDown ? boxHeight : 0))
        let end = (x: to.x, y: to.y + (goesDown ? 0 : boxHeight))
        let dash = edge.dashed ? " stroke-dasharray=\"6 4\"" : ""
        svg.append(
            "<line x1=\"\(number(start.x))\" y1=\"\(number(start.y))\" x2=\"\(number(end.x))\" "
                + "y2=\"\(number(end.y))\" stroke=\"#555\"\(dash) marker-end=\"url(#arrow)\"/>")
        if !edge.label.isEmpty {
            // Along the arrow, at the first place no other label covers.
            let labelWidth = Double(edge.label.count) * 6.6 + 8
            let along =
                [0.5, 0.3, 0.7, 0.15, 0.85].first { share in
                    let (x, y) = (
                        start.x + (end.x - start.x) * share, start.y + (end.y - start.y) * share
                    )
                    return !taken.contains {
                        abs($0.x - x) < ($0.width + labelWidth) / 2 && abs($0.y - y) < 17
                    }
                } ?? 0.5
            let x = start.x + (end.x - start.x) * along
            let y = start.y + (end.y - start.y) * along
            taken.append((x, y, labelWidth))
            labels.append(
                "<rect x=\"\(number(x - labelWidth / 2))\" y=\"\(number(y - 9))\" "
                    + "width=\"\(number(labelWidth))\" height=\"16\" fill=\"white\" "
                    + "opacity=\"0.85\"/>"
                    + "<text x=\"\(number(x))\" y=\"\(number(y + 3))\" text-anchor=\"middle\" "
                    + "font-size=\"11\" fill=\"#333\">\(escaped(edge.label))</text>")
        }
    }
    // Labels under the boxes, so that a long one never hides a name.
    svg += labels
    for name in nodes {
        guard let box = center[name] else { continue }
        svg.append(
            "<rect x=\"\(number(box.x - box.width / 2))\" y=\"\(number(box.y))\" "
                + "width=\"\(number(box.width))\" height=\"\(number(boxHeight))\" rx=\"6\" "
                + "fill=\"#eef3fb\" stroke=\"#3b6fb6\"/>"
                + "<text x=\"\(number(box.x))\" y=\"\(number(box.y + 22))\" "
                + "text-anchor=\"middle\" fill=\"#111\">\(escaped(name))</text>")
    }
    return (svg + ["</svg>", ""]).joined(separator: "\n")
}
