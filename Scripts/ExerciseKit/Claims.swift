import Foundation

/// One claim of a chapter: a test, with the suite it belongs to and the filter that runs it
/// alone.
public struct Claim: Sendable {
    public let suite: String
    public let name: String
    public let filter: String

    public init(suite: String, name: String, filter: String) {
        self.suite = suite
        self.name = name
        self.filter = filter
    }
}

/// A chapter's claims, read from its test files, in the order of the chapter's page. The one
/// reader of test folders: the exercises count these claims, and the docs check lists them.
public func claims(inTestFolder folder: URL) throws -> [Claim] {
    let suitePattern = #/@Suite\(\s*"(?<name>(?<number>\d+)\. [^"]*)"\)\s*struct (?<type>\w+)/#
    let testPattern = #/@Test\(\s*"(?<name>[^"]*)"[^{]*?func (?<function>\w+)\(/#
    var suites: [(number: Int, claims: [Claim])] = []
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".swift") }.sorted()
    for file in files {
        let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let found = source.matches(of: suitePattern)
        for (index, suite) in found.enumerated() {
            let end = index + 1 < found.count ? found[index + 1].range.lowerBound : source.endIndex
            let tests = source[suite.range.upperBound..<end].matches(of: testPattern).map {
                Claim(
                    suite: String(suite.name), name: String($0.name),
                    filter: "\(suite.type)/\($0.function)\\(")
            }
            suites.append((Int(suite.number) ?? 0, tests))
        }
    }
    return suites.sorted { $0.number < $1.number }.flatMap(\.claims)
}

/// The same claims grouped under their suites, in order: what a chapter's page lists.
public func suites(of claims: [Claim]) -> [(suite: String, tests: [String])] {
    var suites: [(suite: String, tests: [String])] = []
    for claim in claims {
        if suites.last?.suite == claim.suite {
            suites[suites.count - 1].tests.append(claim.name)
        } else {
            suites.append((claim.suite, [claim.name]))
        }
    }
    return suites
}

/// The stub a run stopped in, from the one line `exerciseStub` prints: where it is (the file
/// and line of the body to write) and its hint.
public func stubStop(in output: String) -> (place: String, hint: String)? {
    for line in output.split(separator: "\n") {
        guard let marker = line.range(of: ": stub: ") else { continue }
        return (String(line[..<marker.lowerBound]), String(line[marker.upperBound...]))
    }
    return nil
}
