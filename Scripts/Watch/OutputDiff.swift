import ToolSupport

/// What changed between two runs of a chapter, as a reader reads it at a glance: each group of
/// changed lines under the section it is in, with a line of context on either side, the lines
/// gone marked `-` and the new ones `+`; then how many lines stayed the same.
func outputDiff(from old: String, to new: String) -> [String] {
    let before = lines(of: old)
    let after = lines(of: new)
    let steps = editSteps(from: before, to: after)
    let kept = steps.filter { $0.kind == .kept }.count
    // Changes with at most two kept lines between them are one group: their context would meet.
    var groups: [Range<Int>] = []
    for (index, step) in steps.enumerated() where step.kind != .kept {
        if let last = groups.last, index - last.upperBound <= 2 {
            groups[groups.count - 1] = last.lowerBound..<(index + 1)
        } else {
            groups.append(index..<(index + 1))
        }
    }
    guard !groups.isEmpty else {
        return ["Nothing changed in what it printed (\(kept) lines)."]
    }
    var report: [String] = []
    for group in groups {
        report.append(
            "In \(sectionTitle(of: steps[group.lowerBound], after: after, before: before)):")
        let shown = max(group.lowerBound - 1, 0)..<min(group.upperBound + 1, steps.count)
        for step in steps[shown] {
            switch step.kind {
            case .kept: report.append("  " + step.text)
            case .gone: report.append("- " + step.text)
            case .new: report.append("+ " + step.text)
            }
        }
    }
    report.append("\(kept) line\(kept == 1 ? "" : "s") stayed the same.")
    return report
}

private func lines(of output: String) -> [String] {
    var lines = output.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
}

/// The `== Title` line a changed line is under, in the output it is in; the chapter's title
/// for lines above the first section.
private func sectionTitle(of step: EditStep, after: [String], before: [String]) -> String {
    let (lines, position) = step.new.map { (after, $0) } ?? (before, step.old ?? 0)
    let title = lines[...position].last { $0.hasPrefix("== ") }
    return title.map { "\"\($0.dropFirst(3))\"" } ?? "the chapter's opening lines"
}
