import Foundation

/// One "Try this" of a chapter page: a change to a source file, and what the chapter then
/// prints, or what the build then says. A page writes it as a comment the reader does not see,
/// right above the paragraph that says the same in words:
///
///     <!-- try: Chapters/Chapter1/1-UsageExample.swift
///     change: customerId: 42
///     to: customerId: 7
///     prints: Loading orders for customer '7', date '2020-04-22 17:41:49 +0000'
///     -->
///
/// `change` and `to` may hold `\n` for a change of several lines. The outcome is one of
/// `prints:` (the section prints that line more often than before), `prints fewer:` (less
/// often) and `fails to build with:` (the build stops, saying that).
public struct Suggestion: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        case prints(String)
        case printsFewer(String)
        case failsToBuild(String)
    }

    public let file: String
    public let change: String
    public let to: String
    public let outcome: Outcome
    /// The `## ` heading the suggestion is under: the section whose output it changes.
    public let section: String
    /// The paragraph after the comment, which tells the reader.
    public let paragraph: String

    public init(
        file: String, change: String, to: String, outcome: Outcome, section: String,
        paragraph: String
    ) {
        (self.file, self.change, self.to, self.outcome) = (file, change, to, outcome)
        (self.section, self.paragraph) = (section, paragraph)
    }
}

public struct SuggestionError: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}

/// The suggestions of a page, in order.
public func suggestions(in page: String) throws -> [Suggestion] {
    let lines = page.components(separatedBy: "\n")
    var found: [Suggestion] = []
    var section = ""
    var index = 0
    while index < lines.count {
        let line = lines[index]
        if line.hasPrefix("## ") {
            section = String(line.dropFirst(3))
        }
        guard let file = marker("try", in: line) else {
            index += 1
            continue
        }
        guard index + 4 < lines.count, lines[index + 4] == "-->" else {
            throw SuggestionError(
                description: "The try marker for \(file) needs change:, to:, an outcome, then -->.")
        }
        func field(_ offset: Int, _ names: [String]) throws -> (name: String, value: String) {
            let text = lines[index + offset]
            guard let name = names.first(where: { text.hasPrefix($0 + ": ") }) else {
                throw SuggestionError(
                    description: "The try marker for \(file) has \"\(text)\" where it needs "
                        + names.map { "\($0):" }.joined(separator: " or ") + ".")
            }
            let value = text.dropFirst(name.count + 2).replacingOccurrences(of: "\\n", with: "\n")
            return (name, value)
        }
        let change = try field(1, ["change"]).value
        let to = try field(2, ["to"]).value
        let result = try field(3, ["prints", "prints fewer", "fails to build with"])
        let outcome: Suggestion.Outcome =
            switch result.name {
            case "prints": .prints(result.value)
            case "prints fewer": .printsFewer(result.value)
            default: .failsToBuild(result.value)
            }
        let paragraph = lines[(index + 5)...].prefix { !$0.isEmpty }.joined(separator: " ")
        found.append(
            Suggestion(
                file: file, change: change, to: to, outcome: outcome, section: section,
                paragraph: paragraph))
        index += 5
    }
    return found
}

/// How often `expected` is among `lines`: a line that reads it, spaces around aside, or a row
/// of a drawn screen that reads it, between a box's borders or between the bars of a screen
/// drawn on one line, `(on screen: title | row | row)`.
public func count(of expected: String, in lines: [String]) -> Int {
    let wanted = expected.trimmingCharacters(in: .whitespaces)
    return lines.filter { line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed == wanted { return true }
        if trimmed.hasPrefix("(on screen: "), trimmed.hasSuffix(")") {
            let rows = trimmed.dropFirst("(on screen: ".count).dropLast()
            return rows.components(separatedBy: " | ").contains(wanted)
        }
        guard trimmed.hasPrefix("|"), trimmed.hasSuffix("|") else { return false }
        return trimmed.dropFirst().dropLast().trimmingCharacters(in: .whitespaces) == wanted
    }.count
}

/// A chapter's output cut into its sections, by their `== Title` lines.
public func sections(of output: String) -> [String: [String]] {
    var found: [String: [String]] = [:]
    var current: String?
    for line in output.components(separatedBy: "\n") {
        if line.hasPrefix("== ") {
            current = String(line.dropFirst(3))
            found[current!] = []
        } else if let current {
            found[current, default: []].append(line)
        }
    }
    return found
}
