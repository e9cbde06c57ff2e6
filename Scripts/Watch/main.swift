import Foundation
import ToolSupport

// Runs a chapter, then again each time a file of it or of the kit is saved, and prints only
// what the save changed:
//   swift run Watch 3               chapter 3
//   swift run Watch 3 --section 2   its section 2 alone
// Ctrl-C stops it. It writes no file of its own; the builds go where `swift build` puts them.

let usage =
    "Watch takes a chapter's number and, if you like, a section: swift run Watch 3 --section 2."
let arguments = Array(CommandLine.arguments.dropFirst())
answerHelp(usage, in: arguments)
guard let chapter = arguments.first.flatMap(Int.init),
    arguments.count == 1
        || (arguments.count == 3 && arguments[1] == "--section"
            && Int(arguments[2]) != nil)
else {
    stopWithUsage(usage)
}
let workspace = WorkspaceFiles(tool: "Watch").root
let folder = workspace.appendingPathComponent("Chapters/Chapter\(chapter)")
guard FileManager.default.fileExists(atPath: folder.path) else {
    stopWithUsage("There is no Chapters/Chapter\(chapter) here. " + usage)
}
let section = arguments.count == 3 ? ["--section", arguments[2]] : []
// The chapter's sections are the `chapter.section(` calls of its main.swift.
let main = (try? String(contentsOf: folder.appendingPathComponent("main.swift"), encoding: .utf8))
let count = (main?.components(separatedBy: "chapter.section(").count ?? 1) - 1
if let number = Int(section.last ?? ""), !(1...max(count, 1)).contains(number) {
    stopWithUsage("Chapter \(chapter) has sections 1 to \(count); there is no section \(number).")
}
let watched = [folder, workspace.appendingPathComponent("Chapters/MVVMKit")]
// A watch wants the answer now, so the pretend servers answer at once unless told otherwise.
let delay = ProcessInfo.processInfo.environment["CHAPTER_DELAY_SECONDS"] ?? "0"

let watcher = Watcher(
    world: WatchWorld(
        snapshot: { modificationDates(under: watched) },
        now: { Date().timeIntervalSinceReferenceDate },
        build: {
            let result = try? runCommand(
                ["swift", "build", "--product", "Chapter\(chapter)"], in: workspace,
                environment: ["NO_COLOR": "1"])
            guard let result else { return .failed("swift build could not start.") }
            return result.status == 0 ? .built : .failed(result.output)
        },
        run: {
            let program = ".build/debug/Chapter\(chapter)"
            let result = try? runCommand(
                [program] + section, in: workspace, environment: ["CHAPTER_DELAY_SECONDS": delay])
            return result?.output ?? "\(program) could not start.\n"
        },
        say: { print($0) }))

endWatchingOnInterrupt()

watcher.start()
let names = watched.map { $0.path.dropFirst(workspace.path.count + 1) }.joined(separator: " and ")
print("Watching \(names): save a file to run again; Ctrl-C stops.")
fflush(nil)
keepWatching { watcher.checkForSaves() }
