import Foundation
import ToolSupport

/// The chapters' claims as `docs/claims.md` lists them, each between `<!-- tests: FOLDER -->`
/// and `<!-- tests:end -->`: a numbered line per suite, then an indented `- ` line per test.
public func listedClaims(inPage page: String) -> [(
    folder: String, claims: [(suite: String, tests: [String])]
)] {
    var found: [(folder: String, claims: [(suite: String, tests: [String])])] = []
    var inside = false
    for line in page.components(separatedBy: "\n") {
        if let folder = marker("tests", in: line) {
            found.append((folder, []))
            inside = true
        } else if line == "<!-- tests:end -->" || !inside {
            inside = false
        } else if line.first?.isNumber == true {
            found[found.count - 1].claims.append((line, []))
        } else if line.hasPrefix("   - "), !found[found.count - 1].claims.isEmpty {
            let last = found[found.count - 1].claims.count - 1
            found[found.count - 1].claims[last].tests.append(String(line.dropFirst(5)))
        }
    }
    return found
}

/// The differences between what a page lists and what the tests say, as lines to read.
public func claimProblems(
    listed: [(suite: String, tests: [String])], tested: [(suite: String, tests: [String])]
) -> [String] {
    let listedLines = listed.flatMap { [$0.suite] + $0.tests.map { "   - \($0)" } }
    let testedLines = tested.flatMap { [$0.suite] + $0.tests.map { "   - \($0)" } }
    if listedLines == testedLines { return [] }
    return [
        "the page's list differs from the tests (- page, + tests):\n"
            + lineDiff(
                expected: listedLines.joined(separator: "\n"),
                actual: testedLines.joined(separator: "\n"))
    ]
}
