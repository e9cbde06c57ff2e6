import ExerciseKit
import Foundation
import TestSupport
import Testing
import ToolSupport

@testable import Exercise
@testable import Watch

/// The watch, driven by a test: a folder of its own whose saves the test makes, a build and a
/// run that answer what the test scripts, and a clock that moves only when told. Nothing
/// sleeps; `.ci/run` runs the real tool on a clone (`Scripts/check-watch.sh`).
@MainActor
@Suite("Watching a chapter")
struct WatchTests {
    /// A watch over a temporary folder, and what it said.
    final class Harness {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("watch-\(UUID().uuidString)")
        var builds: [BuildResult] = []
        var outputs: [String] = []
        var clock = 0.0
        var said: [String] = []
        var buildsAsked = 0
        private(set) var watcher: Watcher!

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try save("let row = 1\n", at: Date(timeIntervalSince1970: 0))
            watcher = Watcher(
                world: WatchWorld(
                    snapshot: { [folder] in modificationDates(under: [folder]) },
                    now: { [unowned self] in clock },
                    build: { [unowned self] in
                        buildsAsked += 1
                        clock += 2
                        return builds.isEmpty ? .built : builds.removeFirst()
                    },
                    run: { [unowned self] in
                        clock += 0.5
                        return outputs.removeFirst()
                    },
                    say: { [unowned self] in said.append($0) }))
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// Saves the section's file with `text`, dated `date`: a save the probe sees.
        func save(_ text: String, at date: Date) throws {
            let file = folder.appendingPathComponent("2-Section.swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes(
                [.modificationDate: date], ofItemAtPath: file.path)
        }

        /// The first run, whose whole output the test has no need to read.
        func startQuietly() {
            watcher.start()
            said = []
        }

        /// What it said since the last call.
        func takeSaid() -> [String] {
            defer { said = [] }
            return said
        }
    }

    static let firstRun = """
        Chapter 3: routing services

        == Pushing onto a navigation stack
        (the user taps row 1)
        Details of Order #2
        Popping goes back:
        (back to OrdersVC, as it was)

        """

    @Test("An unknown section or exercise stops a watch at once, with one line and status 2")
    func badInputStops() async throws {
        for arguments in [["Watch", "3", "--section", "99"], ["Exercise", "watch", "99"]] {
            let output = try await runProduct(arguments[0], arguments: Array(arguments.dropFirst()))
            #expect(
                output.status == 2 && output.stderr.split(separator: "\n").count == 1,
                "\(arguments): \(output.stderr)")
        }
    }

    @Test("The first run prints the chapter's output whole")
    func firstRunIsWhole() throws {
        let harness = try Harness()
        harness.outputs = [Self.firstRun]
        harness.watcher.start()
        #expect(harness.takeSaid() == [String(Self.firstRun.dropLast())])
    }

    @Test("With nothing saved, nothing is built or run")
    func nothingSavedNothingRun() throws {
        let harness = try Harness()
        harness.outputs = [Self.firstRun]
        harness.startQuietly()
        #expect(!harness.watcher.checkForSaves())
        #expect(harness.buildsAsked == 1 && harness.takeSaid().isEmpty)
    }

    @Test(
        "A save prints how long the rebuild and the run took, then only the lines it changed, under their section, and how many stayed"
    )
    func saveShowsTheDiff() throws {
        let harness = try Harness()
        harness.outputs = [
            Self.firstRun,
            Self.firstRun.replacingOccurrences(of: "row 1", with: "row 2")
                .replacingOccurrences(of: "#2", with: "#3"),
        ]
        harness.startQuietly()
        try harness.save("let row = 2\n", at: Date(timeIntervalSince1970: 60))
        #expect(harness.watcher.checkForSaves())
        #expect(
            harness.takeSaid() == [
                "Rebuilt in 2.0 s, ran in 0.5 s.",
                "In \"Pushing onto a navigation stack\":",
                "  == Pushing onto a navigation stack",
                "- (the user taps row 1)",
                "- Details of Order #2",
                "+ (the user taps row 2)",
                "+ Details of Order #3",
                "  Popping goes back:",
                "5 lines stayed the same.",
            ])
    }

    @Test(
        "A broken save prints the compiler's first error; the next good save diffs against the last good run"
    )
    func brokenSaveThenRecovery() throws {
        let harness = try Harness()
        let workspace = FileManager.default.currentDirectoryPath
        let error = "Chapters/Chapter3/2-Section.swift:16:19: error: cannot find 'viewControler'"
        harness.builds = [
            .built,
            .failed(
                [
                    "Building for debugging...", "\(workspace)/\(error)",
                    " 16 |     tapRow(2, on: viewControler)",
                    "\(workspace)/Chapters/Chapter3/2-Section.swift:17:1: error: a second error",
                ].joined(separator: "\n")),
            .built,
        ]
        harness.outputs = [Self.firstRun, Self.firstRun.replacingOccurrences(of: "1", with: "2")]
        harness.startQuietly()
        try harness.save("tapRow(2, on: viewControler)\n", at: Date(timeIntervalSince1970: 60))
        #expect(harness.watcher.checkForSaves())
        #expect(
            harness.takeSaid() == [
                "Rebuilt in 2.0 s: the build failed.",
                error,
                "Waiting for the next save.",
            ])
        try harness.save("tapRow(2, on: viewController)\n", at: Date(timeIntervalSince1970: 120))
        #expect(harness.watcher.checkForSaves())
        #expect(
            harness.takeSaid() == [
                "Rebuilt in 2.0 s, ran in 0.5 s.",
                "In \"Pushing onto a navigation stack\":",
                "  == Pushing onto a navigation stack",
                "- (the user taps row 1)",
                "+ (the user taps row 2)",
                "  Details of Order #2",
                "6 lines stayed the same.",
            ])
    }

    @Test("A save that changes nothing printed says so, with the count of lines")
    func unchangedOutput() throws {
        let harness = try Harness()
        harness.outputs = [Self.firstRun, Self.firstRun]
        harness.startQuietly()
        try harness.save("// a comment\n", at: Date(timeIntervalSince1970: 60))
        #expect(harness.watcher.checkForSaves())
        #expect(
            harness.takeSaid() == [
                "Rebuilt in 2.0 s, ran in 0.5 s.",
                "Nothing changed in what it printed (7 lines).",
            ])
    }

    @Test("Changes far apart are shown apart, each with its section")
    func farChangesAreGroupedApart() {
        let old = "== One\na\nb\nc\nd\n== Two\ne\nf\n"
        let new = "== One\nA\nb\nc\nd\n== Two\ne\nF\n"
        #expect(
            outputDiff(from: old, to: new) == [
                "In \"One\":", "  == One", "- a", "+ A", "  b",
                "In \"Two\":", "  e", "- f", "+ F",
                "6 lines stayed the same.",
            ])
    }
}

@Suite("Watching an exercise")
struct ExerciseWatchTests {
    static func findings(_ outcomes: [(String, Outcome?)], next: (String, String)?)
        -> CheckRun
    {
        .ran(CheckFindings(outcomes: outcomes, waiting: [], next: next))
    }

    @Test(
        "After a save: the claims that hold, those that changed since the last save, and the next body"
    )
    func reportsTheChange() {
        let before: [(String, Outcome?)] = [
            ("A resolves B", .holds), ("A singleton is built once", .waits(place: "p", hint: "h")),
        ]
        let after: [(String, Outcome?)] = [
            ("A resolves B", .fails("it broke")), ("A singleton is built once", .holds),
        ]
        let first = watchReport(
            of: Self.findings(before, next: ("Container.resolve", "look in the cache")),
            after: nil)
        #expect(first == ["1 of 2 claims hold.", "Next: Container.resolve: look in the cache"])
        let second = watchReport(of: Self.findings(after, next: nil), after: ["A resolves B"])
        #expect(
            second == [
                "1 of 2 claims hold.",
                "  now holds: A singleton is built once",
                "  no longer holds: A resolves B",
            ])
        let done = watchReport(
            of: Self.findings([("A resolves B", .holds)], next: nil), after: ["A resolves B"])
        #expect(
            done == [
                "1 of 1 claims hold.", "  none changed since the last check",
                "All of them: the exercise is done.",
            ])
    }

    @Test("A save that breaks the build says the compiler's first error")
    func reportsTheBuildError() {
        let report = watchReport(
            of: .doesNotBuild(errors: [
                "Chapters/MVVMKit/DI/Container.swift:12:5: error: expected expression",
                "Chapters/MVVMKit/DI/Container.swift:13:5: error: another",
            ]), after: ["A resolves B"])
        #expect(
            report == [
                "It does not build: Chapters/MVVMKit/DI/Container.swift:12:5: error: expected "
                    + "expression"
            ])
    }
}
