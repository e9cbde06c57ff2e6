import Foundation
import ToolSupport

// Checks every "Try this" of the chapter pages by doing it:
//   swift run TryThis          every chapter
//   swift run TryThis 5        chapter 5 only
// For each chapter it makes the page's changes to the sources, builds and runs the chapter, and
// checks that each section prints what its suggestion says; a change that must stop the build
// is built alone. Every file it changed is put back as it was, whatever happens.

let workspace = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count <= 1, arguments.allSatisfy({ Int($0) != nil }) else {
    stopWithUsage("TryThis takes nothing, or one chapter's number: swift run TryThis 5.")
}
let only = arguments.first.flatMap { Int($0) }

func read(_ path: String) -> String {
    do {
        return try String(contentsOf: workspace.appendingPathComponent(path), encoding: .utf8)
    } catch {
        stop("TryThis: cannot read \(path) (\(error)). Run it from the workspace's root.")
    }
}

func write(_ text: String, to path: String) {
    do {
        let url = workspace.appendingPathComponent(path)
        try text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
        stop("TryThis: cannot write \(path) (\(error)).")
    }
}

/// Makes `changes` to the sources, runs `body`, and puts every file back as it was. Every
/// change is checked before any file is written, and nothing in `body` may stop the program:
/// a stop would leave the files changed.
func withChanges<T>(_ changes: [Suggestion], _ body: () -> T) -> T {
    var changed: [String: String] = [:]
    for change in changes {
        let text = changed[change.file] ?? read(change.file)
        guard text.components(separatedBy: change.change).count == 2 else {
            stop("TryThis: \(change.file) must hold \"\(change.change)\" exactly once.")
        }
        changed[change.file] = text.replacingOccurrences(of: change.change, with: change.to)
    }
    let originals = changed.keys.map { ($0, read($0)) }
    defer {
        for (path, text) in originals { write(text, to: path) }
    }
    for (path, text) in changed { write(text, to: path) }
    return body()
}

/// The build's result, or nil when `swift build` could not even start.
func build(_ chapter: Int) -> CommandResult? {
    try? runCommand(["swift", "build", "--product", "Chapter\(chapter)"], in: workspace)
}

var failures: [String] = []
var checked = 0
let pages = (try? FileManager.default.contentsOfDirectory(atPath: "docs")) ?? []
for page in pages.filter({ $0.hasPrefix("chapter-") }).sorted() {
    guard let chapter = Int(page.split(separator: "-")[1]), only == nil || only == chapter
    else { continue }
    let found: [Suggestion]
    do {
        found = try suggestions(in: read("docs/\(page)"))
    } catch {
        stop("TryThis: docs/\(page): \(error)")
    }
    for suggestion in found {
        guard case .failsToBuild(let message) = suggestion.outcome else { continue }
        let result = withChanges([suggestion]) { build(chapter) }
        checked += 1
        if result == nil || result?.status == 0 || result?.output.contains(message) != true {
            failures.append(
                "Chapter \(chapter), \(suggestion.section): the build did not stop "
                    + "with \"\(message)\"")
        }
    }
    let running = found.filter {
        if case .failsToBuild = $0.outcome { return false }
        return true
    }
    guard !running.isEmpty else { continue }
    print("Chapter \(chapter): \(running.count) changes, built and run together...")
    let ran: Result<String, SuggestionError> = withChanges(running) {
        let built = build(chapter)
        guard built?.status == 0 else {
            return .failure(
                SuggestionError(
                    description: "chapter \(chapter) does not build with its page's changes:\n"
                        + (built?.output ?? "swift build did not start.")))
        }
        let binary = try? runCommand(["swift", "build", "--show-bin-path"], in: workspace)
        let path = (binary?.output ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let run = try? runCommand(
            ["\(path)/Chapter\(chapter)"], in: workspace,
            environment: ["CHAPTER_DELAY_SECONDS": "0"])
        return .success(run?.output ?? "")
    }
    let output: String
    switch ran {
    case .success(let text): output = text
    case .failure(let error): stop("TryThis: \(error)")
    }
    let before = sections(of: read("Tests/Golden/Chapter\(chapter).txt"))
    let after = sections(of: output)
    for suggestion in running {
        checked += 1
        let was = before[suggestion.section] ?? []
        let now = after[suggestion.section] ?? []
        switch suggestion.outcome {
        case .prints(let line) where count(of: line, in: now) <= count(of: line, in: was):
            failures.append(
                "Chapter \(chapter), \(suggestion.section): \"\(line)\" is not "
                    + "printed more often than before")
        case .printsFewer(let line) where count(of: line, in: now) >= count(of: line, in: was):
            failures.append(
                "Chapter \(chapter), \(suggestion.section): \"\(line)\" is not "
                    + "printed less often than before")
        default:
            break
        }
    }
}
guard failures.isEmpty else {
    stop(
        "TryThis: \(failures.count) of \(checked) suggestions do not do what their page says:\n"
            + failures.joined(separator: "\n"))
}
print("TryThis: all \(checked) suggestions do what their pages say.")
