import ExerciseKit
import Foundation
import TestSupport
import Testing
import ToolSupport

/// The chapters as a reader reads and plays them: a section at a time, with a pause between
/// sections, and with the screens driven from the keyboard. Every run is the real executable.
@Suite("Reading and playing")
struct ReadingAndPlayingTests {
    static let chapters = Workspace.chapterFolders
    /// The chapters with a scripted `--play` session in `Tests/Golden/Play/`.
    static let withScreens = chapters.filter {
        FileManager.default.fileExists(
            atPath: Workspace.file("Tests/Golden/Play/\($0).input").path)
    }
    static let quick = ["CHAPTER_DELAY_SECONDS": "0"]

    @Test("--list names each chapter's sections, numbered, with its page's headings in order")
    func listsTheSections() async throws {
        var lists: [String] = []
        for chapter in Self.chapters {
            let output = try await runProduct(chapter, arguments: ["--list"])
            #expect(output.status == 0 && output.stderr.isEmpty, "\(chapter): \(output.stderr)")
            lists.append(output.stdout)

            let number = try #require(Int(chapter.dropFirst("Chapter".count)))
            let page = Workspace.tree.chapterPage(number)
            let headings = page.split(separator: "\n").filter { $0.hasPrefix("## ") }
                .map { String($0.dropFirst(3)) }
            let titles = sectionTitles(in: output.stdout)
            #expect(!titles.isEmpty, "\(chapter) lists no sections")
            var remaining = headings[...]
            for title in titles {
                guard let found = remaining.firstIndex(of: title) else {
                    Issue.record(
                        "\(chapter): \"\(title)\" is no heading of its page after those before it")
                    break
                }
                remaining = remaining[(found + 1)...]
            }
        }
        let problem = Golden.mismatch(
            of: Array(lists.joined(separator: "\n").utf8),
            goldenFile: Workspace.file("Tests/Golden/Sections.txt"), name: "--list")
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test(
        "Each section runs alone, and the sections alone add up to the whole transcript",
        arguments: chapters)
    func sectionsAlone(chapter: String) async throws {
        let golden = try String(contentsOf: Golden.url(for: chapter), encoding: .utf8)
        let count = sectionTitles(in: try await runProduct(chapter, arguments: ["--list"]).stdout)
            .count
        let header = String(golden.prefix { $0 != "\n" }) + "\n"
        var added = header
        for number in 1...count {
            let output = try await runProduct(
                chapter, arguments: ["--section", "\(number)"], environment: Self.quick)
            #expect(
                output.status == 0 && output.stderr.isEmpty,
                "\(chapter) --section \(number): \(output.stderr)")
            var lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)[...]
            #expect(
                lines.first.map { "\($0)\n" } == header,
                "\(chapter) --section \(number) starts with its title")
            lines = lines.dropFirst()
            // A section that builds on earlier ones says so in one line; they run unseen.
            if lines.first?.hasPrefix("(Section \(number) builds on ") == true {
                lines = lines.dropFirst()
            }
            let body = lines.joined(separator: "\n")
            #expect(
                body.hasPrefix("\n== "), "\(chapter) --section \(number) starts a section:\n\(body)"
            )
            added += body
        }
        #expect(
            golden.hasPrefix(added),
            """
            \(chapter): the sections alone differ from the whole:
            \(lineDiff(expected: golden, actual: added))
            """
        )
        // After the last section, only a closing remark may follow.
        #expect(
            !golden.dropFirst(added.count).contains("\n== "), "\(chapter): a section is missing")
    }

    /// `--pause` is the runner's, the same for every chapter: one chapter of several sections
    /// shows it.
    @Test("--pause runs straight through when standard input is not a terminal")
    func pauseWithoutATerminal() async throws {
        let output = try await runProduct(
            "Chapter1", arguments: ["--pause"], environment: Self.quick, input: "")
        #expect(output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
        let problem = Golden.mismatch(of: output.stdoutBytes, chapter: "Chapter1")
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// Command lines a chapter cannot run, and the delay setting, each with what it answers.
    static let commandLines: [(chapter: String, arguments: [String], delay: String?)] = [
        ("Chapter1", ["--help"], nil),
        ("Chapter2", ["--help"], nil),
        ("Chapter1", ["--sections"], nil),
        ("Chapter1", ["list"], nil),
        ("Chapter1", ["--section"], nil),
        ("Chapter1", ["--section", "0"], nil),
        ("Chapter1", ["--section", "6"], nil),
        ("Chapter1", ["--section", "two"], nil),
        ("Chapter1", ["--section", "2", "3"], nil),
        ("Chapter1", ["--list", "--pause"], nil),
        ("Chapter3", ["--section", "2", "--pause"], nil),
        ("Chapter3", ["--misuse", "cycle"], nil),
        ("Chapter1", ["--play"], nil),
        ("Chapter9", ["--play"], nil),
        ("Chapter2", ["--section", "2", "--section", "3"], nil),
        ("Chapter2", ["--system", "16"], nil),
        ("Chapter2", ["--system", "17", "--list"], nil),
        ("Chapter2", ["--section", "3", "--system", "18"], "0"),
        ("Chapter2", ["--section", "3"], "nan"),
        ("Chapter2", ["--section", "3"], "inf"),
        ("Chapter2", ["--section", "3"], "1e308"),
        ("Chapter2", ["--section", "3"], "abc"),
        ("Chapter2", ["--section", "3"], "-1"),
        ("Chapter3", ["--section", "6"], "0,5"),
        ("Chapter3", ["--section", "6"], ""),
        ("Chapter2", ["--section", "2"], "0.25"),
    ]

    @Test(
        "Every tool answers --help and -h with its usage and status 0, and a word it does not take with status 2"
    )
    func everyToolAnswersHelp() async throws {
        for tool in ["Exercise", "Watch", "TryThis", "Site", "BookReport", "Benchmarks"] {
            for word in ["--help", "-h"] {
                let output = try await runProduct(tool, arguments: [word])
                #expect(output.status == 0 && !output.stdout.isEmpty, "\(tool) \(word)")
            }
            let wrong = try await runProduct(tool, arguments: ["--bogus"])
            #expect(wrong.status == 2 && wrong.stderr.split(separator: "\n").count == 1, "\(tool)")
        }
    }

    @Test("A command line a chapter cannot run gets one line naming what is valid, and status 2")
    func commandLinesAnswered() async throws {
        var transcript = ""
        for (chapter, arguments, delay) in Self.commandLines {
            let environment = delay.map { ["CHAPTER_DELAY_SECONDS": $0] } ?? [:]
            let output = try await runProduct(
                chapter, arguments: arguments, environment: environment)
            let setting = delay.map { "CHAPTER_DELAY_SECONDS=\($0) " } ?? ""
            transcript +=
                "$ \(setting)swift run \(([chapter] + arguments).joined(separator: " "))\n"
            transcript += "exit status \(output.status)\n"
            if output.status == 0 {
                #expect(output.stderr.isEmpty, "\(output.stderr)")
                // Help whole; a chapter's run only as far as its first section's title.
                let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
                let shown = arguments == ["--help"] ? lines.dropLast() : lines.prefix(3)
                transcript += shown.map { $0.isEmpty ? "\n" : "  \($0)\n" }.joined()
            } else {
                #expect(output.status == 2, "\(chapter) \(arguments): \(output.stderr)")
                #expect(output.stdout.isEmpty, "\(chapter) \(arguments) printed: \(output.stdout)")
                #expect(
                    output.stderr.split(separator: "\n").count == 1,
                    "not one line: \(output.stderr)")
                transcript += "stderr: \(output.stderr)"
            }
            transcript += "\n"
        }
        let problem = Golden.mismatch(
            of: Array(transcript.utf8), goldenFile: Workspace.file("Tests/Golden/CommandLines.txt"),
            name: "the command lines")
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test(
        "Playing a chapter from a script prints its golden session, bad input and all",
        arguments: withScreens)
    func playsFromAScript(chapter: String) async throws {
        let script = try String(
            contentsOf: Workspace.file("Tests/Golden/Play/\(chapter).input"), encoding: .utf8)
        let output = try await runProduct(
            chapter, arguments: ["--play"], environment: Self.quick, input: script)
        #expect(output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
        let problem = Golden.mismatch(
            of: output.stdoutBytes, goldenFile: Workspace.file("Tests/Golden/Play/\(chapter).txt"),
            name: "\(chapter) --play")
        #expect(problem == nil, "\(problem ?? "")")
        // Every line of the script up to quit was read and echoed after a prompt, in order.
        let typed = script.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { shownTyped(String($0)) }
        let read = typed.prefix { $0 != "quit" } + typed.filter { $0 == "quit" }.prefix(1)
        let echoed = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("|") }  // a screen's line, such as a link's "[ Search > ]"
            .compactMap { line in line.range(of: "> ").map { String(line[$0.upperBound...]) } }
            .filter { $0 != "(end of input)" }
        #expect(Array(echoed) == Array(read))
    }

    @Test("At a terminal a typed line is edited: arrows move the cursor, up recalls the last line")
    func editsATypedLine() {
        var editing = LineEditing()
        let left = Array("\u{1B}[D".utf8)
        let keys = Array("bck".utf8) + left + left + Array("a".utf8)
        #expect(keys.compactMap { editing.take($0) } == [])
        #expect(editing.take(13) == "back")
        let recalled = Array("\u{1B}[A".utf8).compactMap { editing.take($0) }
        #expect(recalled == [] && editing.take(13) == "back")
    }

    @Test("Every chapter with screens plays, and the others say they have none")
    func screensAndPlay() async throws {
        for chapter in Self.chapters {
            let output = try await runProduct(chapter, arguments: ["--help"])
            #expect(
                output.stdout.contains("--play") == Self.withScreens.contains(chapter), "\(chapter)"
            )
        }
    }

    private func sectionTitles(in list: String) -> [String] {
        listedSections(list).first?.sections ?? []
    }
}
