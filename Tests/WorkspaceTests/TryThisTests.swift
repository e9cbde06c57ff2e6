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

    @Test(
        "Every section a chapter prints ends with one Try this, which ends with the command that runs the section alone",
        arguments: chapters)
    func everySectionHasOne(chapter: Int) throws {
        let found = try suggestions(in: Workspace.tree.chapterPage(chapter))
        let listed = Workspace.sections[chapter - 1].titles
        #expect(!listed.isEmpty && found.count == listed.count, "chapter \(chapter)")
        for (number, title) in zip(1..., listed) {
            let command = "`swift run Chapter\(chapter) --section \(number)`."
            let here = found.filter { $0.section == title }
            #expect(
                here.count == 1 && here[0].paragraph.hasSuffix(command),
                "chapter \(chapter), \"\(title)\": one Try this, ending with \(command)")
        }
    }

    @Test(
        "A Try this changes text its file holds once, and its paragraph names the file and every line it names",
        arguments: chapters)
    func suggestionsAreReal(chapter: Int) throws {
        let page = Workspace.tree.chapterPage(chapter)
        for suggestion in try suggestions(in: page) {
            let source = try String(
                contentsOf: Workspace.file(suggestion.file), encoding: .utf8)
            #expect(
                source.components(separatedBy: suggestion.change).count == 2,
                "\(suggestion.file) does not hold \"\(suggestion.change)\" exactly once")
            #expect(suggestion.change != suggestion.to, "\(suggestion.section) changes nothing")
            let words = singleSpaced(suggestion.paragraph.replacingOccurrences(of: "`", with: ""))
            #expect(
                suggestion.paragraph.hasPrefix("**Try this**")
                    && words.contains(suggestion.file.split(separator: "/").last ?? ""),
                "chapter \(chapter), \(suggestion.section): start with Try this and name the file")
            let named = suggestion.prints + suggestion.printsFewer + [suggestion.buildError]
            for line in named.compactMap({ $0 }) {
                let said = singleSpaced(line.trimmingCharacters(in: .whitespaces))
                // A long line may be quoted by its first words and an ellipsis.
                let opening = said.split(separator: " ").prefix(3).joined(separator: " ")
                let quoted =
                    words.contains(said) || (words.contains(opening + " ") && words.contains("..."))
                #expect(quoted, "chapter \(chapter), \(suggestion.section): say \(said)")
            }
        }
    }

    @Test(
        "A Try this's marker is read field by field, and TryThis checks what its change adds and removes"
    )
    func readsTheMarkersAndChecksBothSides() throws {
        let page = """
            ## Tapping
            <!-- try: Chapters/Chapter0/1-Tapping.swift
            change: tap(row: 1)
            to: tap(row: 2)\\ntap(row: 0)
            prints: Selected: [Order #3].
            -->
            **Try this** in `1-Tapping.swift`. Tap twice.
            """
        let read = try #require(try suggestions(in: page).first)
        #expect(read.to == "tap(row: 2)\ntap(row: 0)" && read.section == "Tapping")
        #expect(read.prints == ["Selected: [Order #3]."] && read.printsFewer.isEmpty)
        #expect(throws: SuggestionError.self) {
            try suggestions(in: page.replacingOccurrences(of: "prints:", with: "shows:"))
        }
        let (before, after) = (["Selected: [Order #2]."], ["Selected: [Order #3]."])
        #expect(problems(of: read, before: before, after: after).count == 1, "names no removal")
        let named = try #require(
            try suggestions(
                in: page.replacingOccurrences(
                    of: "-->", with: "prints fewer: Selected: [Order #2].\n-->")
            ).first)
        #expect(named.printsFewer == ["Selected: [Order #2]."])
        #expect(problems(of: named, before: before, after: after).isEmpty)
        #expect(problems(of: named, before: before, after: before).count == 2)
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
