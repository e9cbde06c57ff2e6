import ExerciseKit

/// What a check found: the compiler's errors when the exercise does not build; else each
/// claim's outcome, in the page's order, the stubs the others wait for, and the next body.
enum CheckRun {
    case doesNotBuild(errors: [String])
    case ran(CheckFindings)
}

struct CheckFindings {
    var outcomes: [(claim: String, outcome: Outcome?)]
    var waiting: [(place: String, hint: String, claims: Int)]
    var next: (place: String, hint: String)?

    var holding: [String] { outcomes.filter { $0.outcome == .holds }.map(\.claim) }
}

/// The claims that hold now and did not at the last check, and those that no longer do.
func changes(in findings: CheckFindings, since last: [String]) -> [String] {
    let claims = findings.outcomes.map(\.claim)
    let now = claims.filter { findings.holding.contains($0) && !last.contains($0) }
    let lost = claims.filter { !findings.holding.contains($0) && last.contains($0) }
    let lines = now.map { "  now holds: \($0)" } + lost.map { "  no longer holds: \($0)" }
    return lines.isEmpty ? ["  none changed since the last check"] : lines
}

/// What `watch` says after each save: the claims that hold now, those that changed since the
/// last save, and the next body to write; or the first compiler error.
func watchReport(of run: CheckRun, after last: [String]?) -> [String] {
    switch run {
    case .doesNotBuild(let errors):
        return ["It does not build: " + (errors.first ?? "see `swift build` in the folder")]
    case .ran(let findings):
        let holding = findings.holding
        var report = ["\(holding.count) of \(findings.outcomes.count) claims hold."]
        if let last {
            report += changes(in: findings, since: last)
        }
        if let next = findings.next {
            report.append("Next: \(next.place): \(next.hint)")
        } else if holding.count == findings.outcomes.count {
            report.append("All of them: the exercise is done.")
        }
        return report
    }
}
