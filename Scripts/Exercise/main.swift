import ExerciseKit
import Foundation
import ToolSupport

let help = """
    Exercises: write a chapter's kit again, checked by the chapter's own tests.
      swift run Exercise                      each exercise, and how far you are
      swift run Exercise start N [--over] [--written K]
                                              write Exercises/ChapterN with its bodies as
                                              stubs; --over sets an existing one aside first;
                                              --written K (or names, with commas) leaves
                                              the first K bodies (or those) written
      swift run Exercise check N [--folder F] which claims hold, and the stub each other one
                                              waits for (F: a folder set aside, in Exercises/)
      swift run Exercise watch N              check again on each save: the claims that hold,
                                              those that changed, the next body; Ctrl-C stops
      swift run Exercise solve N [--over]     the reference solution, in Exercises/ChapterN-solved
      swift run Exercise restore F            put a folder set aside back in its place
      swift run Exercise help                 this text
    """

let files = WorkspaceFiles(tool: "Exercise")
let workspace = files.root
let exercisesFolder = workspace.appendingPathComponent("Exercises")

/// A command line read against what its command takes: the words, and the options with their
/// values. Anything else is refused, naming what the command takes.
struct CommandLineWords {
    let command: String
    var words: [String] = []
    var options: [String: String] = [:]

    init(_ arguments: [String], options known: [String: [String: Bool]]) {
        command = arguments.first ?? ""
        guard let takes = known[command] else {
            stopWithUsage(
                "Unknown command \(command). Run `swift run Exercise help` for the commands.")
        }
        var rest = arguments.dropFirst()[...]
        while let word = rest.popFirst() {
            guard word.hasPrefix("-") else {
                words.append(word)
                continue
            }
            guard let hasValue = takes[word] else {
                let names = takes.keys.sorted().joined(separator: ", ")
                stopWithUsage(
                    "\(command) does not take \(word); "
                        + (names.isEmpty ? "it takes no options." : "it takes \(names)."))
            }
            guard options[word] == nil else {
                stopWithUsage("\(word) goes once.")
            }
            if hasValue {
                guard let value = rest.popFirst(), !value.hasPrefix("-") else {
                    stopWithUsage("\(word) needs a value, for example: \(command) 1 \(word) 2")
                }
                options[word] = value
            } else {
                options[word] = ""
            }
        }
    }
}

func exercise(from line: CommandLineWords) -> Exercise {
    guard let word = line.words.first, line.words.count == 1 else {
        stopWithUsage(
            "\(line.command) takes one chapter number, for example: swift run Exercise "
                + "\(line.command) 1"
        )
    }
    let numbers = exercises.map { "\($0.chapter)" }.joined(separator: ", ")
    guard let number = Int(word), let found = exercises.first(where: { $0.chapter == number })
    else {
        stopWithUsage(
            "There is no exercise for chapter \(word); the chapters with one are \(numbers).")
    }
    return found
}

/// Moves an existing folder aside, with the time in its name; nothing is ever deleted.
func moveAside(_ folder: URL) throws -> URL {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let name = "\(folder.lastPathComponent)-\(formatter.string(from: Date()))"
    var aside = folder.deletingLastPathComponent().appendingPathComponent(name)
    var count = 1
    while FileManager.default.fileExists(atPath: aside.path) {  // twice in one second
        count += 1
        aside = folder.deletingLastPathComponent().appendingPathComponent("\(name)-\(count)")
    }
    try FileManager.default.moveItem(at: folder, to: aside)
    return aside
}

/// Writes a package to `folder`, refusing to touch one that exists unless `--over` moves it.
func write(
    _ exercise: Exercise, solved: Bool, to folder: URL, over: Bool, stubs: [Stub]? = nil
) throws {
    let relative = "Exercises/\(folder.lastPathComponent)"
    if FileManager.default.fileExists(atPath: folder.path) {
        let command = solved ? "solve" : "start"
        guard over else {
            let holds = solved ? "the reference solution" : "your work"
            stop(
                "\(relative) already exists, with \(holds) in it. To write it again, run "
                    + "`swift run Exercise \(command) \(exercise.chapter) --over`: it moves "
                    + "\(relative) aside, with the time in its name, and deletes nothing.")
        }
        let aside = try moveAside(folder)
        let what = solved ? "the earlier reference solution" : "your earlier work"
        print("Moved \(what) to Exercises/\(aside.lastPathComponent).")
    }
    try writeExercise(exercise, solved: solved, from: workspace, to: folder, stubs: stubs)
}

/// How to run a package's built tests. On Linux the test bundle is a program, and running it
/// directly saves the half second `swift test` takes to start, once per stub a check meets.
func testCommand(in folder: URL) -> [String] {
    #if os(Linux)
    let debug = folder.appendingPathComponent(".build/debug")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: debug.path)) ?? []
    if let bundle = names.first(where: { $0.hasSuffix("PackageTests.xctest") }) {
        return [debug.appendingPathComponent(bundle).path, "--testing-library", "swift-testing"]
    }
    #endif
    return ["swift", "test", "--skip-build"]
}

/// The file in an exercise folder where `check` notes how many claims held.
func lastCheck(in folder: URL) -> URL {
    folder.appendingPathComponent(".last-check")
}

/// Each exercise, with its state: not started, started, or how many claims held when it was
/// last checked; and the folders set aside.
func listExercises() throws {
    print("Exercises: write a chapter's kit again, checked by the chapter's own tests.")
    for exercise in exercises {
        let folder = exercisesFolder.appendingPathComponent("Chapter\(exercise.chapter)")
        var state = "not started"
        if FileManager.default.fileExists(atPath: folder.path) {
            state = "started, not checked yet"
            if let noted = try? String(contentsOf: lastCheck(in: folder), encoding: .utf8) {
                let counts = (noted.split(separator: "\n").first ?? "").split(separator: " ")
                    .compactMap { Int($0) }
                if counts.count == 2 {
                    state =
                        counts[0] == counts[1]
                        ? "done: all \(counts[1]) claims hold"
                        : "\(counts[0]) of \(counts[1]) claims held at the last check"
                }
            }
        }
        print("  \(exercise.chapter). \(exercise.title) [\(state)]")
        print("     \(exercise.asks)")
    }
    let aside = asideFolders()
    if !aside.isEmpty {
        print("Set aside: \(aside.joined(separator: ", ")) (check or restore them by name).")
    }
    print("Start one with `swift run Exercise start 1`; `swift run Exercise help` for the rest.")
}

/// The folders `--over` set aside, by name, oldest first.
func asideFolders() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: exercisesFolder.path)) ?? []
    return names.filter { originalName(ofAside: $0) != nil }.sorted()
}

/// The name a folder set aside had: `Chapter1` for `Chapter1-20261201-101010`.
func originalName(ofAside name: String) -> String? {
    (try? /(Chapter\d+(?:-solved)?)-\d{8}-\d{6}(?:-\d+)?/.wholeMatch(in: name))?.map {
        String($0.1)
    }
}

/// Builds the exercise in `folder` and runs its claims.
func runCheck(_ exercise: Exercise, in folder: URL) throws -> CheckRun {
    let chapter = "Chapter\(exercise.chapter)"
    let relative = "Exercises/\(folder.lastPathComponent)"
    let build = try runCommand(
        ["swift", "build", "--build-tests"], in: folder, environment: ["NO_COLOR": "1"],
        eachLine: buildProgress())
    guard build.status == 0 else {
        let errors = build.output.split(separator: "\n").filter {
            $0.contains("error:") || $0.contains(": stub: ")
        }
        return .doesNotBuild(errors: errors.map { relativePath(String($0)) })
    }
    let all = try claims(inTestFolder: folder.appendingPathComponent("Tests/\(chapter)Tests"))
    // The claims run together, one after another, in one process. A stub ends the process,
    // so the claims after it run again in a new one, until every claim has an outcome.
    var found: [String: Outcome] = [:]
    var pending = all
    while !pending.isEmpty {
        let filters = pending.flatMap { ["--filter", $0.filter] }
        let result = try runCommand(
            testCommand(in: folder) + ["--no-parallel"] + filters, in: folder,
            environment: ["NO_COLOR": "1"])
        // Places as the reader opens them from the workspace's root.
        let run = outcomes(ofRun: result.output, claims: pending).mapValues { outcome in
            guard case .waits(let place, let hint) = outcome else { return outcome }
            return Outcome.waits(place: "\(relative)/\(place)", hint: hint)
        }
        found.merge(run) { $1 }
        let left = pending.filter { found[$0.name] == nil }
        if left.count == pending.count {
            for claim in left {
                found[claim.name] = .fails("it did not run; see `swift test` in \(relative)")
            }
        }
        pending = left.count == pending.count ? [] : left
    }
    var findings = CheckFindings(
        outcomes: all.map { ($0.name, found[$0.name]) }, waiting: [], next: nil)
    for claim in all {
        guard case .waits(let place, let hint) = found[claim.name] else { continue }
        if let index = findings.waiting.firstIndex(where: { $0.place == place }) {
            findings.waiting[index].claims += 1
        } else {
            findings.waiting.append((place, hint, 1))
        }
    }
    if let first = findings.waiting.first {
        // The next body is the one `swift run ChapterN` stops in, as the page's list orders
        // them; once the chapter runs through, the one the first waiting claim needs.
        let program = try runCommand(
            [".build/debug/\(chapter)"], in: folder, environment: ["NO_COLOR": "1"])
        findings.next =
            stubStop(in: program.output).map { ("\(relative)/\($0.place)", $0.hint) }
            ?? (first.place, first.hint)
    }
    return .ran(findings)
}

/// A compiler's line with the workspace's path taken off, as the reader opens the files.
func relativePath(_ line: String) -> String {
    let prefix = workspace.path + "/"
    return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
}

/// Says how far a long build has got, from SwiftPM's `[done/all]` lines: at each tenth of a
/// build of more than a hundred steps, the first build of an exercise, say.
func buildProgress() -> (String) -> Void {
    var shownTenth = 0
    return { line in
        guard let step = try? /^\[(\d+)\/(\d+)\]/.firstMatch(in: line),
            let done = Int(step.1), let all = Int(step.2), all > 100, done * 10 / all > shownTenth
        else { return }
        shownTenth = done * 10 / all
        print("  building: \(done) of \(all) steps")
        fflush(nil)
    }
}

/// Runs the claims of `exercise` in `folder` and prints which hold, which stub each other one
/// waits for, and what changed since the last check. Returns the claims that hold.
func check(_ exercise: Exercise, in folder: URL) throws -> (holding: [String], total: Int) {
    let first = !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(".build").path)
    print(
        "Building Exercises/\(folder.lastPathComponent)"
            + (first
                ? " (the first build compiles the kit and the tests: a minute at most)..." : "..."))
    fflush(nil)
    let noted = try? String(contentsOf: lastCheck(in: folder), encoding: .utf8)
    switch try runCheck(exercise, in: folder) {
    case .doesNotBuild(let errors):
        stop(
            "Exercises/\(folder.lastPathComponent) does not build:\n"
                + errors.prefix(5).joined(separator: "\n"))
    case .ran(let findings):
        for (claim, outcome) in findings.outcomes {
            switch outcome {
            case .holds:
                print("  ✔ \(claim)")
            case .waits(let place, _):
                print("  ✘ \(claim)\n      waits for the stub at \(place)")
            case .fails(let issue):
                print("  ✘ \(claim)\n      \(issue)")
            case nil:
                print("  ✘ \(claim)")
            }
        }
        if let next = findings.next {
            print("The stubs these claims wait for, in the order the claims meet them:")
            for stub in findings.waiting {
                print("  \(stub.place): \(stub.claims) claim\(stub.claims == 1 ? "" : "s")")
            }
            print("Next: \(next.place): \(next.hint)")
        }
        if let noted {
            print("Since the last check:")
            let last = noted.components(separatedBy: "\n").dropFirst()
            for line in changes(in: findings, since: Array(last)) { print(line) }
        }
        return (findings.holding, findings.outcomes.count)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else {
    try listExercises()
    exit(0)
}
if ["help", "--help", "-h"].contains(arguments[0]) {
    print(help)
    exit(0)
}
let line = CommandLineWords(
    arguments,
    options: [
        "start": ["--over": false, "--written": true], "solve": ["--over": false],
        "check": ["--folder": true], "watch": [:], "restore": [:],
    ])

// An error from the file system (a folder that cannot be copied or moved) stops with its
// message, as a stub's list that disagrees with the kit does.
do {
    switch line.command {
    case "start":
        let exercise = exercise(from: line)
        let folder = exercisesFolder.appendingPathComponent("Chapter\(exercise.chapter)")
        var stubs = exercise.stubs
        if let value = line.options["--written"] {
            // A number of bodies from the start of the list, or the names of bodies.
            let names = exercise.stubs.map(\.name)
            if let count = Int(value), (0..<names.count).contains(count) {
                stubs = Array(stubs.dropFirst(count))
            } else {
                let written = value.split(separator: ",").map(String.init)
                guard !written.isEmpty, written.allSatisfy(names.contains) else {
                    stopWithUsage(
                        "--written takes a number from 0 to \(names.count - 1), or names "
                            + "of chapter \(exercise.chapter)'s bodies, separated by commas: "
                            + names.joined(separator: ", "))
                }
                stubs = stubs.filter { !written.contains($0.name) }
            }
        }
        try write(
            exercise, solved: false, to: folder, over: line.options["--over"] != nil, stubs: stubs)
        let left = stubs.count
        let page = files.chapterPage(exercise.chapter)
        print(
            "Wrote Exercises/Chapter\(exercise.chapter): the kit, with \(left) bodies that "
                + "chapter \(exercise.chapter) teaches left as stubs that stop with their place "
                + "and a hint, to write in this order:")
        for stub in stubs {
            let printed = try bodyIsPrinted(stub, onPage: page, workspace: workspace)
            print(
                "  \(stub.name)  "
                    + (printed
                        ? "(the page prints most of it: retype it from memory)"
                        : "(the page describes it: work it out)"))
            print("      in Exercises/Chapter\(exercise.chapter)/\(stub.file)")
        }
        print(
            """
              cd Exercises/Chapter\(exercise.chapter)
              swift run Chapter\(exercise.chapter)     shows where the first stub stops
              swift test             runs the claims, in order, up to the first stub it meets
            From here, `swift run Exercise check \(exercise.chapter)` says which claims hold, and \
            which stub each other one waits for.
            """)

    case "solve":
        let exercise = exercise(from: line)
        let folder = exercisesFolder.appendingPathComponent("Chapter\(exercise.chapter)-solved")
        try write(exercise, solved: true, to: folder, over: line.options["--over"] != nil)
        print(
            "Wrote the reference solution to Exercises/\(folder.lastPathComponent), beside your "
                + "work, which it does not touch.")

    case "check":
        let exercise = exercise(from: line)
        let name = line.options["--folder"] ?? "Chapter\(exercise.chapter)"
        let folder = exercisesFolder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: folder.path) else {
            stopWithUsage(
                line.options["--folder"] == nil
                    ? "There is no Exercises/\(name) yet. Start it with "
                        + "`swift run Exercise start \(exercise.chapter)`."
                    : "There is no Exercises/\(name). Folders set aside: "
                        + (asideFolders().isEmpty ? "none" : asideFolders().joined(separator: ", "))
            )
        }
        let (holding, total) = try check(exercise, in: folder)
        // The counts, then the claims that held, one a line, for the next check to compare.
        try (["\(holding.count) \(total)"] + holding).joined(separator: "\n").write(
            to: lastCheck(in: folder), atomically: true, encoding: .utf8)
        guard holding.count == total else {
            print("\(holding.count) of \(total) claims hold.")
            exit(1)
        }
        print("All \(total) claims of chapter \(exercise.chapter) hold.")
        if let next = exercises.first(where: { $0.chapter == exercise.chapter + 1 }) {
            print("Next: `swift run Exercise start \(next.chapter)`: \(next.title).")
        }

    case "watch":
        let exercise = exercise(from: line)
        let name = "Chapter\(exercise.chapter)"
        let folder = exercisesFolder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: folder.path) else {
            stopWithUsage(
                "There is no Exercises/\(name) yet. Start it with "
                    + "`swift run Exercise start \(exercise.chapter)`.")
        }
        endWatchingOnInterrupt()
        var holding: [String]?
        func answer() throws {
            let clock = ContinuousClock()
            let started = clock.now
            let run = try runCheck(exercise, in: folder)
            let took = (clock.now - started).components
            print(
                String(
                    format: "Rebuilt and checked in %.1f s.",
                    Double(took.seconds) + Double(took.attoseconds) / 1e18))
            for line in watchReport(of: run, after: holding) { print(line) }
            if case .ran(let findings) = run { holding = findings.holding }
            fflush(nil)
        }
        print("Checking Exercises/\(name)...")
        try answer()
        print("Watching Exercises/\(name): save a file to check again; Ctrl-C stops.")
        fflush(nil)
        var saves = SaveDetector(under: [folder])
        try keepWatching {
            guard saves.sawASave() else { return false }
            try answer()
            return true
        }

    case "restore":
        guard let name = line.words.first, asideFolders().contains(name) else {
            let aside = asideFolders()
            stopWithUsage(
                "restore takes the name of a folder set aside: "
                    + (aside.isEmpty ? "there is none." : aside.joined(separator: ", ")))
        }
        let original = originalName(ofAside: name) ?? name
        let place = exercisesFolder.appendingPathComponent(original)
        if FileManager.default.fileExists(atPath: place.path) {
            let aside = try moveAside(place)
            print("Moved Exercises/\(original) aside, to Exercises/\(aside.lastPathComponent).")
        }
        try FileManager.default.moveItem(
            at: exercisesFolder.appendingPathComponent(name), to: place)
        print("Exercises/\(name) is Exercises/\(original) again.")

    default:
        stopWithUsage(
            "Unknown command \(line.command). Run `swift run Exercise help` for the commands.")
    }
} catch {
    stop("Exercise: \(error)")
}
