import ExerciseKit
import Foundation
import TestSupport
import Testing
import ToolSupport

/// Every section of a chapter page ends with one change the reader can make, and what the
/// chapter then prints. Here the suggestions are read and checked against the sources;
/// `swift run TryThis` (in `.ci/run`) makes each change and runs the chapter.
@Suite("Try this")
struct TryThisTests {
    static let chapters = Array(1...Workspace.chapterFolders.count)

    @Test("Every section a chapter prints ends with one Try this", arguments: chapters)
    func everySectionHasOne(chapter: Int) throws {
        let page = try chapterPage(chapter, workspace: Workspace.root)
        let found = try suggestions(in: page)
        let listed = Workspace.sections[chapter - 1].titles
        #expect(!listed.isEmpty)
        for title in listed {
            let count = found.filter { $0.section == title }.count
            #expect(count == 1, "chapter \(chapter), \"\(title)\": \(count) suggestions")
        }
        #expect(found.count == listed.count, "chapter \(chapter): a suggestion outside a section")
    }

    @Test("A Try this ends with the command that runs its section alone", arguments: chapters)
    func suggestionsSayHowToRunThem(chapter: Int) throws {
        let page = try chapterPage(chapter, workspace: Workspace.root)
        let listed = Workspace.sections[chapter - 1].titles
        for suggestion in try suggestions(in: page) {
            let number = try #require(listed.firstIndex(of: suggestion.section)) + 1
            let command = "`swift run Chapter\(chapter) --section \(number)`."
            #expect(
                suggestion.paragraph.hasSuffix(command),
                "chapter \(chapter), \(suggestion.section): end with \(command)")
        }
    }

    @Test(
        "A Try this changes text its file holds once, and its paragraph names the file and the outcome",
        arguments: chapters)
    func suggestionsAreReal(chapter: Int) throws {
        let page = try chapterPage(chapter, workspace: Workspace.root)
        for suggestion in try suggestions(in: page) {
            let source = try String(
                contentsOf: Workspace.file(suggestion.file), encoding: .utf8)
            #expect(
                source.components(separatedBy: suggestion.change).count == 2,
                "\(suggestion.file) does not hold \"\(suggestion.change)\" exactly once")
            #expect(suggestion.change != suggestion.to, "\(suggestion.section) changes nothing")
            let words = singleSpaced(suggestion.paragraph.replacingOccurrences(of: "`", with: ""))
            let outcome: String
            switch suggestion.outcome {
            case .prints(let line), .printsFewer(let line), .failsToBuild(let line):
                outcome = line
            }
            let said = singleSpaced(outcome.trimmingCharacters(in: .whitespaces))
            // A long line may be quoted by its first words and an ellipsis.
            let opening = said.split(separator: " ").prefix(3).joined(separator: " ")
            let quoted =
                words.contains(said) || (words.contains(opening + " ") && words.contains("..."))
            #expect(
                suggestion.paragraph.hasPrefix("**Try this**") && quoted
                    && words.contains(suggestion.file.split(separator: "/").last ?? ""),
                "chapter \(chapter), \(suggestion.section): say the file and \(said)")
        }
    }

    @Test(
        "The reader of suggestions reads each field, a change of several lines, and a broken marker"
    )
    func readsTheMarkers() throws {
        let page = """
            ## Tapping
            <!-- try: Chapters/Chapter0/1-Tapping.swift
            change: tap(row: 1)
            to: tap(row: 2)\\ntap(row: 0)
            prints fewer: Selected: [Order #2].
            -->
            **Try this** in `1-Tapping.swift`. Tap twice.
            """
        let read = try suggestions(in: page)
        #expect(
            read == [
                Suggestion(
                    file: "Chapters/Chapter0/1-Tapping.swift", change: "tap(row: 1)",
                    to: "tap(row: 2)\ntap(row: 0)", outcome: .printsFewer("Selected: [Order #2]."),
                    section: "Tapping", paragraph: "**Try this** in `1-Tapping.swift`. Tap twice.")
            ])
        let broken = page.replacingOccurrences(of: "prints fewer:", with: "shows:")
        #expect(throws: SuggestionError.self) { try suggestions(in: broken) }
    }

    @Test("A screen's row counts as the printed line it reads, in a box or on one line")
    func countsScreenRows() {
        let lines = [
            "| Order #99                          |", "  Order #99", "Order #9",
            "(on screen: Orders | Order #99 | Order #100)", "(on screen: Orders | Order #9)",
            "(the user taps Order #99 | Order #98)",
        ]
        #expect(count(of: "Order #99", in: lines) == 3)
    }
}

/// The text with every run of spaces made one, as a line break inside a paragraph is.
private func singleSpaced(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
}
