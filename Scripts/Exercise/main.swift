import ExerciseKit
import Foundation

// Exercises: the kit of a chapter with the bodies it teaches left for the reader to write.
//   swift run Exercise                  the chapters, and what each exercise asks
//   swift run Exercise start N [--over] write Exercises/ChapterN (--over moves yours aside)
//   swift run Exercise check N          which of chapter N's claims your code makes hold
//   swift run Exercise solve N          the reference solution, in Exercises/ChapterN-solved

let workspace = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let arguments = Array(CommandLine.arguments.dropFirst())

/// Something went wrong doing what was asked: one line on standard error, status 1.
func stop(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

/// A command line that cannot run: one line on standard error and status 2, as the chapters
/// answer theirs.
func usage(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

func exercise(from arguments: [String], for command: String) -> Exercise {
    guard arguments.count >= 2 else {
        usage("\(command) needs a chapter number, for example: swift run Exercise \(command) 1")
    }
    let numbers = exercises.map { "\($0.chapter)" }.joined(separator: ", ")
    guard let number = Int(arguments[1]),
        let found = exercises.first(where: { $0.chapter == number })
    else {
        usage(
            "There is no exercise for chapter \(arguments[1]); the chapters with one are \(numbers)."
        )
    }
    return found
}

/// Moves an existing folder aside, with the time in its name; nothing is ever deleted.
func moveAside(_ folder: URL) throws -> URL {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let aside = folder.deletingLastPathComponent()
        .appendingPathComponent("\(folder.lastPathComponent)-\(formatter.string(from: Date()))")
    try FileManager.default.moveItem(at: folder, to: aside)
    return aside
}

/// Writes a package to `folder`, refusing to touch one that exists unless `--over` moves it.
func write(_ exercise: Exercise, solved: Bool, to folder: URL, over: Bool) throws {
    let relative = "Exercises/\(folder.lastPathComponent)"
    if FileManager.default.fileExists(atPath: folder.path) {
        guard over else {
            let command = solved ? "solve" : "start"
            stop(
                "\(relative) already exists, with your work in it. To start again, run "
                    + "`swift run Exercise \(command) \(exercise.chapter) --over`: it moves "
                    + "\(relative) aside, with the time in its name, and deletes nothing.")
        }
        let aside = try moveAside(folder)
        print("Moved your earlier work to Exercises/\(aside.lastPathComponent).")
    }
    try writeExercise(exercise, solved: solved, from: workspace, to: folder)
}

/// Runs a command in `folder` and returns its status and everything it printed.
func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

guard
    FileManager.default.fileExists(
        atPath: workspace.appendingPathComponent("Chapters/MVVMKit").path)
else {
    stop("Run this from the workspace's root folder, where Package.swift is.")
}

switch arguments.first {
case nil:
    print("Exercises: write a chapter's kit again, checked by the chapter's own tests.")
    for exercise in exercises {
        print("  \(exercise.chapter). \(exercise.title): \(exercise.asks)")
    }
    print("Start one with `swift run Exercise start 1`.")

case "start":
    let exercise = exercise(from: arguments, for: "start")
    let folder = workspace.appendingPathComponent("Exercises/Chapter\(exercise.chapter)")
    try write(exercise, solved: false, to: folder, over: arguments.contains("--over"))
    print(
        """
        Wrote Exercises/Chapter\(exercise.chapter): the kit, with \(exercise.stubs.count) bodies \
        that chapter \(exercise.chapter) teaches left as stubs that stop with a hint.
          cd Exercises/Chapter\(exercise.chapter)
          swift run Chapter\(exercise.chapter)     shows where the first stub stops
          swift test             runs the claims, in order, up to the first stub it meets
        From here, `swift run Exercise check \(exercise.chapter)` lists every claim that holds.
        """)

case "solve":
    let exercise = exercise(from: arguments, for: "solve")
    let folder = workspace.appendingPathComponent("Exercises/Chapter\(exercise.chapter)-solved")
    try write(exercise, solved: true, to: folder, over: arguments.contains("--over"))
    print(
        "Wrote the reference solution to Exercises/\(folder.lastPathComponent), beside your work.")

case "check":
    let exercise = exercise(from: arguments, for: "check")
    let chapter = "Chapter\(exercise.chapter)"
    let folder = workspace.appendingPathComponent("Exercises/\(chapter)")
    guard FileManager.default.fileExists(atPath: folder.path) else {
        stop(
            "There is no Exercises/\(chapter) yet. Start it with `swift run Exercise start \(exercise.chapter)`."
        )
    }
    print("Building Exercises/\(chapter)...")
    let build = try run(["swift", "build", "--build-tests"], in: folder)
    guard build.status == 0 else {
        let errors = build.output.split(separator: "\n").filter { $0.contains("error:") }
        stop("Exercises/\(chapter) does not build:\n" + errors.prefix(5).joined(separator: "\n"))
    }
    let all = try claims(inTestFolder: folder.appendingPathComponent("Tests/\(chapter)Tests"))
    var holding = 0
    var firstFailure: (claim: Claim, output: String)?
    // One process per claim: a stub stops the whole test process, so claims run together
    // would stop at the first stub and could not be counted past it.
    for claim in all {
        let result = try run(
            ["swift", "test", "--skip-build", "--filter", claim.filter], in: folder)
        if result.status == 0 {
            holding += 1
            print("  ✔ \(claim.name)")
        } else if firstFailure == nil {
            firstFailure = (claim, result.output)
        }
    }
    if let (claim, output) = firstFailure {
        print("  ✘ \(claim.name)    (\(claim.suite))")
        if let hint = stubHint(in: output) {
            print("    It stops in a stub: \(hint)")
        } else {
            let issues = output.split(separator: "\n").filter { $0.contains("recorded an issue") }
            print(
                "    "
                    + (issues.first.map(String.init) ?? "See `swift test` in Exercises/\(chapter).")
            )
        }
        print("\(holding) of \(all.count) claims hold.")
        exit(1)
    }
    print("All \(all.count) claims of chapter \(exercise.chapter) hold.")
    if let next = exercises.first(where: { $0.chapter == exercise.chapter + 1 }) {
        print("Next: `swift run Exercise start \(next.chapter)`: \(next.title).")
    }

default:
    usage(
        "Unknown command \(arguments[0]). Use start N, check N or solve N, or nothing to list the chapters."
    )
}
