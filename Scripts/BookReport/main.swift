import Foundation
import ToolSupport

// A writer's report on the book: what a chapter prints, how long its page is, how its quiz
// spreads its answers, what its Try this change; then the lines of the
// sources over 100 columns and what the workspace spends on checking itself. It fails nothing:
// these are matters of style, for a writer to weigh (docs/design.md, "How the workspace checks
// itself").
//   swift run BookReport

answerHelp(
    "BookReport takes nothing: swift run BookReport.", in: Array(CommandLine.arguments.dropFirst()))
guard CommandLine.arguments.count == 1 else {
    stopWithUsage("BookReport takes nothing: swift run BookReport.")
}
let workspace = WorkspaceFiles(tool: "BookReport")

func lineCount(_ paths: [String]) -> Int {
    paths.map {
        workspace.read($0).split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }
    .reduce(0, +)
}

/// Whether a suggestion only swaps a literal the output echoes back (a row index, a number, a
/// string without interpolation) rather than changing how something works: its change and its
/// replacement read the same once every such literal is blanked out.
func swapsOnlyALiteral(_ suggestion: Suggestion) -> Bool {
    func blanked(_ code: String) -> String {
        code.replacing(#/"(?:[^"\\]|\\[^(])*"/#, with: "\"\"")
            .replacing(#/\b[0-9]+(?:\.[0-9]+)?\b/#, with: "0")
    }
    return blanked(suggestion.change) == blanked(suggestion.to)
}

var rows = [
    [
        "chapter", "printed", "lesson words", "page words", "quiz answers", "longest right",
        "try this", "literal swaps",
    ]
]
var remarks: [String] = []
for (chapter, page) in workspace.chapterPages {
    let text = workspace.read(page)
    let transcript = "Tests/Golden/Chapter\(chapter).txt"
    let printed = lineCount([transcript])
    let questions = (try? questions(of: text)) ?? []
    let quiz = patterns(of: questions)
    let tries = (try? suggestions(in: text)) ?? []
    let literal = tries.filter(swapsOnlyALiteral)
    rows.append([
        "\(chapter)", "\(printed)", lessonLength(of: text).map(String.init) ?? "no In short",
        "\(text.split(whereSeparator: \.isWhitespace).count)",
        "\(questions.count): \(quiz.letters)", "\(quiz.longest) of \(questions.count)",
        "\(tries.count)", "\(literal.count)",
    ])
    remarks += literal.map { suggestion in
        let change = (suggestion.change.split(separator: "\n").first ?? "")
            .trimmingCharacters(in: .whitespaces)
        return "chapter \(chapter), a literal swap in \(suggestion.section): \(change)"
    }
}

let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
print("The book, chapter by chapter (nothing here fails a build):")
for row in rows {
    let cells = row.enumerated().map { $1 + String(repeating: " ", count: widths[$0] - $1.count) }
    print(cells.joined(separator: "  ").trimmingCharacters(in: .whitespaces))
}
print(
    """
    lesson words: prose before In short; quiz answers: the questions, then right answers by
    letter; longest right: the right option is the longest; literal swaps: Try this that change
    only a literal the output echoes.
    """)
for remark in remarks { print("  \(remark)") }

/// Whether a line is one literal that cannot be split: a test's name, or a message on its own.
func isOneLiteral(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed.hasPrefix("\"") || trimmed.contains("@Test(\"") || trimmed.contains("@Suite(\"")
}

let sources = ["Chapters", "Scripts", "Tests"].flatMap {
    workspace.files(under: $0, ending: ".swift")
}
let long = sources.flatMap { path in
    workspace.read(path).components(separatedBy: "\n").enumerated()
        .filter { $0.element.count > 100 && !isOneLiteral($0.element) }
        .map { "\(path):\($0.offset + 1)" }
}
print("\nSource lines over 100 columns, test names and lone messages aside: \(long.count)")
for place in long { print("  \(place)") }

let kit = workspace.files(under: "Chapters/MVVMKit", ending: ".swift")
let checks =
    workspace.files(under: "Scripts", ending: ".swift", ".sh")
    + workspace.files(under: "Tests/WorkspaceTests", ending: ".swift")
    + workspace.files(under: "Tests/TestSupport", ending: ".swift")
// A part is a tool's folder, a script, or one of the two test folders.
let parts = Dictionary(grouping: checks) {
    $0.split(separator: "/").prefix(2).joined(separator: "/")
}.mapValues(lineCount)
let (kitLines, checkLines) = (lineCount(kit), parts.values.reduce(0, +))
print(
    "\nThe tools and the workspace's checks of itself (Scripts/, Tests/WorkspaceTests, "
        + "Tests/TestSupport): \(checkLines) lines, "
        + String(format: "%.2f", Double(checkLines) / Double(max(kitLines, 1)))
        + "x the \(kitLines) lines of the kit a reader copies (the budget: 3x). By part, "
        + "largest first:")
for (part, lines) in parts.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
    print("  \(part): \(lines)")
}
