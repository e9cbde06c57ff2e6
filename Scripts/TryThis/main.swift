import Foundation
import ToolSupport

// Checks every "Try this" of the chapter pages by doing it:
//   swift run TryThis          every chapter
//   swift run TryThis 5        chapter 5 only
// For each chapter it makes each of the page's changes to the sources alone, builds and runs
// the chapter, and checks that the change's section prints what its suggestion says, the lines
// it adds and the lines it removes; a change that must stop the build is built and checked so.
// Every file it changed is put back as it was, whatever happens, Ctrl-C included.

let workspace = WorkspaceFiles(tool: "TryThis")
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "TryThis takes nothing, or one chapter's number: swift run TryThis 5."
answerHelp(usage, in: arguments)
guard arguments.count <= 1, arguments.allSatisfy({ Int($0) != nil }) else {
    stopWithUsage(usage)
}
let only = arguments.first.flatMap { Int($0) }
if let only, !workspace.chapterPages.contains(where: { $0.chapter == only }) {
    stopWithUsage("TryThis: there is no chapter \(only); its number, or nothing for every chapter.")
}

/// Set by Ctrl-C, which also stops the build or run under way: the change is then put back, as
/// after any check, and TryThis stops there. (`signal` restarts the calls it interrupts.)
nonisolated(unsafe) var interrupted = false
signal(SIGINT) { _ in interrupted = true }

/// Makes `suggestion`'s change to its file, runs `body`, and puts the file back as it was.
/// Nothing in `body` may stop the program: a stop would leave the file changed.
func withChange<T>(_ suggestion: Suggestion, _ body: () -> T) -> T {
    let original = workspace.read(suggestion.file)
    guard original.components(separatedBy: suggestion.change).count == 2 else {
        stop("TryThis: \(suggestion.file) must hold \"\(suggestion.change)\" exactly once.")
    }
    workspace.write(
        original.replacingOccurrences(of: suggestion.change, with: suggestion.to),
        to: suggestion.file)
    defer { workspace.write(original, to: suggestion.file) }
    return body()
}

/// What is wrong with what a suggestion of chapter `chapter`'s page says its change does, made
/// alone: a change that must stop the build is built; any other is built and run, and its
/// section's lines are compared with the golden transcript's. Alone, because a later section
/// that builds on an earlier one would otherwise show the earlier change too.
func problems(of suggestion: Suggestion, inChapter chapter: Int, golden: [String: [String]])
    -> [String]
{
    withChange(suggestion) {
        let built = try? runCommand(
            ["swift", "build", "--product", "Chapter\(chapter)"], in: workspace.root)
        if let message = suggestion.buildError {
            let stopped = built.map { $0.status != 0 && $0.output.contains(message) } ?? false
            return stopped ? [] : ["the build did not stop with \"\(message)\""]
        }
        guard let built, built.status == 0 else {
            return ["the chapter does not build with the change:\n\(built?.output ?? "")"]
        }
        let binary = try? runCommand(["swift", "build", "--show-bin-path"], in: workspace.root)
        let path = (binary?.output ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let run = try? runCommand(
            ["\(path)/Chapter\(chapter)"], in: workspace.root,
            environment: ["CHAPTER_DELAY_SECONDS": "0"])
        return ToolSupport.problems(
            of: suggestion, before: golden[suggestion.section] ?? [],
            after: sections(of: run?.output ?? "")[suggestion.section] ?? [])
    }
}

var failures: [String] = []
var checked = 0
for (chapter, page) in workspace.chapterPages where only == nil || only == chapter {
    let found: [Suggestion]
    do {
        found = try suggestions(in: workspace.read(page))
    } catch {
        stop("TryThis: \(page): \(error)")
    }
    print("Chapter \(chapter): \(found.count) changes, each made, built and run alone...")
    let golden = sections(of: workspace.read("Tests/Golden/Chapter\(chapter).txt"))
    for suggestion in found {
        checked += 1
        failures += problems(of: suggestion, inChapter: chapter, golden: golden).map {
            "Chapter \(chapter), \(suggestion.section): \($0)"
        }
        if interrupted {
            print("\nStopped by Ctrl-C: \(suggestion.file) is back as it was.")
            exit(130)
        }
    }
}
guard failures.isEmpty else {
    stop(
        "TryThis: \(failures.count) of \(checked) suggestions do not do what their page says:\n"
            + failures.joined(separator: "\n"))
}
print("TryThis: all \(checked) suggestions do what their pages say.")
