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
            let now = findings.outcomes.map(\.claim).filter {
                holding.contains($0) && !last.contains($0)
            }
            let lost = findings.outcomes.map(\.claim).filter {
                !holding.contains($0) && last.contains($0)
            }
            report += now.map { "  now holds: \($0)" } + lost.map { "  no longer holds: \($0)" }
            if now.isEmpty && lost.isEmpty {
                report.append("  none changed since the last save")
            }
        }
        if let next = findings.next {
            report.append("Next: \(next.place): \(next.hint)")
        } else if holding.count == findings.outcomes.count {
            report.append("All of them: the exercise is done.")
        }
        return report
    }
}
