import Foundation
import ToolSupport

/// A chapter's claims as a page lists them between `<!-- tests: FOLDER -->` and
/// `<!-- tests:end -->`: a numbered line per suite, then an indented `- ` line per test.
public func listedClaims(inPage page: String) -> (
    folder: String, claims: [(suite: String, tests: [String])]
)? {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { marker("tests", in: $0) != nil }),
        let folder = marker("tests", in: lines[start]),
        let end = lines.firstIndex(of: "<!-- tests:end -->"), start < end
    else { return nil }
    var claims: [(suite: String, tests: [String])] = []
    for line in lines[(start + 1)..<end] {
        if line.first?.isNumber == true {
            claims.append((line, []))
        } else if line.hasPrefix("   - "), !claims.isEmpty {
            claims[claims.count - 1].tests.append(String(line.dropFirst(5)))
        }
    }
    return (folder, claims)
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
