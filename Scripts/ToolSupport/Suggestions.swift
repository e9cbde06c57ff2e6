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
/// `change` and `to` may hold `\n` for a change of several lines. The outcomes follow, one a
/// line: `prints:` (the section prints that line more often than before) and `prints fewer:`
/// (less often), as many as the change adds and removes, or one `fails to build with:` (the
/// build stops, saying that). A change that removes lines names one of them at least, as well
/// as one it adds, so that a page never tells only half of what its change does.
public struct Suggestion: Equatable, Sendable {
    public let file: String
    public let change: String
    public let to: String
    /// The lines the change prints more often, and those it prints less often.
    public let prints: [String]
    public let printsFewer: [String]
    /// What the change must stop the build with, if that is what it does.
    public let buildError: String?
    /// The `## ` heading the suggestion is under: the section whose output it changes.
    public let section: String
    /// The paragraph after the comment, which tells the reader.
    public let paragraph: String

    public init(
        file: String, change: String, to: String, prints: [String] = [],
        printsFewer: [String] = [], buildError: String? = nil, section: String, paragraph: String
    ) {
        (self.file, self.change, self.to) = (file, change, to)
        (self.prints, self.printsFewer, self.buildError) = (prints, printsFewer, buildError)
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
        guard let end = lines[index...].firstIndex(of: "-->"), end >= index + 4 else {
            throw SuggestionError(
                description:
                    "The try marker for \(file) needs change:, to:, its outcomes, then -->.")
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
        let outcomes = try (3..<(end - index)).map {
            try field($0, ["prints", "prints fewer", "fails to build with"])
        }
        let buildError = outcomes.first { $0.name == "fails to build with" }?.value
        guard buildError == nil || outcomes.count == 1 else {
            throw SuggestionError(
                description: "The try marker for \(file) says it fails to build and prints: "
                    + "a change does one or the other.")
        }
        let paragraph = lines[(end + 1)...].prefix { !$0.isEmpty }.joined(separator: " ")
        found.append(
            Suggestion(
                file: file, change: change, to: to,
                prints: outcomes.filter { $0.name == "prints" }.map(\.value),
                printsFewer: outcomes.filter { $0.name == "prints fewer" }.map(\.value),
                buildError: buildError, section: section, paragraph: paragraph))
        index = end + 1
    }
    return found
}

/// What a reader sees in a line of output: the line, spaces around aside; a row of a drawn
/// screen, without the box's borders; the rows of a screen drawn on one line, `(on screen:
/// title | row | row)`; nothing for a blank line or a border.
private func seen(in line: String) -> [String] {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed.hasPrefix("+-") || trimmed.hasPrefix("| ---") { return [] }
    if trimmed.hasPrefix("(on screen: "), trimmed.hasSuffix(")") {
        return trimmed.dropFirst("(on screen: ".count).dropLast().components(separatedBy: " | ")
    }
    if trimmed.hasPrefix("|"), trimmed.hasSuffix("|") {
        return [trimmed.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)]
    }
    return [trimmed]
}

/// How many of `lines` read `expected` whole, or show it as `seen(in:)` reads them.
public func count(of expected: String, in lines: [String]) -> Int {
    let wanted = expected.trimmingCharacters(in: .whitespaces)
    return lines.filter {
        $0.trimmingCharacters(in: .whitespaces) == wanted || seen(in: $0).contains(wanted)
    }.count
}

/// What is wrong with what `suggestion` says of its section's output, `before` its change and
/// `after` it: a line it says is printed more often that is not, one it says is printed less
/// often that is not, and lines the change added or removed while the page names none of them.
public func problems(of suggestion: Suggestion, before: [String], after: [String]) -> [String] {
    let (more, fewer) = (suggestion.prints, suggestion.printsFewer)
    var found: [String] = []
    for line in more where count(of: line, in: after) <= count(of: line, in: before) {
        found.append("\"\(line)\" is not printed more often than before")
    }
    for line in fewer where count(of: line, in: after) >= count(of: line, in: before) {
        found.append("\"\(line)\" is not printed less often than before")
    }
    let (seenBefore, seenAfter) = (Set(before.flatMap(seen)), Set(after.flatMap(seen)))
    let (added, removed) = (seenAfter.subtracting(seenBefore), seenBefore.subtracting(seenAfter))
    if let line = added.first, more.isEmpty {
        found.append(
            "the change adds lines, such as \"\(line)\", and the page names none (prints:)")
    }
    if let line = removed.first, fewer.isEmpty {
        found.append(
            "the change removes lines, such as \"\(line)\", and the page names none (prints fewer:)"
        )
    }
    return found
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
