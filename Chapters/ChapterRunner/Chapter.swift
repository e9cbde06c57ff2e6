import Foundation
import ToolSupport

/// A chapter as the reader runs it: its title, its sections in the order of its page, and
/// optionally screens to play with. `run()` reads the command line and does what it asks.
@MainActor
public final class Chapter {
    struct Section {
        let title: String
        let needs: [Int]
        let body: () async throws -> Void

        /// Prints the heading, from the one title the section was given, then the body.
        func run() async throws {
            print()
            print("== \(title)")
            try await body()
        }
    }

    let title: String
    private(set) var sections: [Section] = []
    private var setUp: () throws -> Void = {}
    private var tearDown: (_ wholeChapter: Bool) -> Void = { _ in }
    var playground: Playground?
    private var misuses: [(name: String, body: () -> Void)] = []

    public init(_ title: String) {
        self.title = title
    }

    /// Adds the next section. `needs` names earlier sections whose results this one uses;
    /// `--section` runs them first, without printing.
    public func section(
        _ title: String, needs: Int..., body: @escaping () async throws -> Void
    ) {
        // Not `(1...sections.count).contains`: that range traps on the first section, before
        // the message could show.
        precondition(
            needs.allSatisfy { $0 >= 1 && $0 <= sections.count },
            "Section \"\(title)\" can only need sections before it (there are \(sections.count)).")
        sections.append(Section(title: title, needs: needs, body: body))
    }

    /// Adds a misuse the page describes, which `--misuse NAME` runs: the kit stops the program
    /// with its message, as it would in an app, so no section could show it.
    public func misuse(_ name: String, _ body: @escaping () -> Void) {
        misuses.append((name, body))
    }

    /// What every run needs before its first section, and after its last: not run for
    /// `--list` and `--help`. `tearDown` is told whether the whole chapter ran.
    public func setUp(
        _ setUp: @escaping () throws -> Void,
        tearDown: @escaping (_ wholeChapter: Bool) -> Void
    ) {
        self.setUp = setUp
        self.tearDown = tearDown
    }

    /// Runs what the command line asks for; a command line it cannot run is answered with
    /// one line on standard error and exit status 2.
    public func run(_ allArguments: [String] = Array(CommandLine.arguments.dropFirst())) async {
        let arguments: [String]
        switch playedSystem(from: allArguments) {
        case .success(let rest): arguments = rest
        case .failure(let error): stopWithUsage(error.message)
        }
        let asked: Mode
        switch mode(
            from: arguments, sectionCount: sections.count, canPlay: playground != nil,
            misuses: misuses.map(\.name))
        {
        case .success(let mode): asked = mode
        case .failure(let error): stopWithUsage(error.message)
        }
        switch asked {
        case .help:
            print(help)
            return
        case .list:
            print(list)
            return
        case .misuse(let name):
            endAtTheKitsStopWithItsMessageAlone()
            misuses.first { $0.name == name }?.body()
            stop("\(title): --misuse \(name) ran to its end; the kit was to stop it.")
        default:
            break
        }
        do {
            try setUp()
            print(title)
            switch asked {
            case .section(let number, let pausing):
                try await runAlone(number, pausing: pausing && isatty(STDIN_FILENO) == 1)
            case .play: try await playground?.play()
            case .pause: try await runAll(pausing: isatty(STDIN_FILENO) == 1)
            default: try await runAll(pausing: false)
            }
            tearDown(asked == .whole || asked == .pause)
        } catch {
            tearDown(false)
            stop("\(title): \(error)")
        }
    }

    private var help: String {
        let name = programName
        var lines = [
            title,
            "",
            "  swift run \(name)                 the whole chapter, as its page tells it",
            "  swift run \(name) --list          its sections, numbered, in its page's order",
            "  swift run \(name) --section K     section K alone (1 to \(sections.count))",
            "  swift run \(name) --pause         wait for Enter before each section (also with",
            "                                    --section K)",
        ]
        if playground != nil {
            lines.append(
                "  swift run \(name) --play          play with its screens; type help there")
        }
        if !misuses.isEmpty {
            let names = misuses.map(\.name).joined(separator: ", ")
            lines.append("  swift run \(name) --misuse NAME   a misuse its page shows: \(names)")
        }
        lines += [
            "  swift run \(name) --system N      on iOS N: 26 (the default), 18 (with",
            "                                    UIObservationTrackingEnabled) or 17; with any",
            "                                    option but --list and --help",
            "  swift run \(name) --help          this list",
        ]
        return lines.joined(separator: "\n")
    }

    private var list: String {
        let numbered = sections.enumerated().map { index, section in
            "\(String(index + 1).leftPadded(to: 2)). \(section.title)"
        }
        return ([title] + numbered).joined(separator: "\n")
    }

    private func runAll(pausing: Bool) async throws {
        var pausing = pausing
        for (index, section) in sections.enumerated() {
            if pausing {
                pausing = waitForEnter(before: index + 1)
            }
            try await section.run()
        }
    }

    /// Asks for Enter before section `number`; returns whether to go on asking, which it does
    /// not once standard input has ended.
    private func waitForEnter(before number: Int) -> Bool {
        print(
            "\n-- Press Enter for section \(number) of \(sections.count), "
                + "\(sections[number - 1].title) --")
        fflush(nil)
        guard readLine() != nil else {
            print("(Standard input ended; the rest runs straight through.)")
            return false
        }
        return true
    }

    private func runAlone(_ number: Int, pausing: Bool) async throws {
        let needed = allNeeds(of: number).sorted()
        if !needed.isEmpty {
            let names = needed.map(String.init).joined(separator: ", ")
            let which = needed.count == 1 ? "section \(names), which" : "sections \(names), which"
            print("(Section \(number) builds on \(which) ran first without printing.)")
            try await quietly {
                for need in needed {
                    try await sections[need - 1].run()
                }
            }
        }
        if pausing {
            _ = waitForEnter(before: number)
        }
        try await sections[number - 1].run()
    }

    /// The sections `number` needs, and the ones those need, and so on.
    private func allNeeds(of number: Int) -> Set<Int> {
        var found: Set<Int> = []
        var toVisit = sections[number - 1].needs
        while let next = toVisit.popLast() {
            if found.insert(next).inserted {
                toVisit += sections[next - 1].needs
            }
        }
        return found
    }
}

/// What a misuse run prints is the kit's stop, its one line: the trap that follows ends the
/// chapter with status 1, where the runtime would add a crash report of some sixty lines. (In
/// an app the same stop ends the program, with the system's crash report.)
private func endAtTheKitsStopWithItsMessageAlone() {
    for trap in [SIGILL, SIGTRAP] {
        signal(trap) { _ in _exit(1) }
    }
}

/// A heading inside a section, for a section that tells its story in steps.
public func subheading(_ title: String) {
    print()
    print("-- \(title)")
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
