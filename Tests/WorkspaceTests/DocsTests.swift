import ExerciseKit
import Foundation
import TestSupport
import Testing

@Suite("Docs that cannot drift")
struct DocsTests {
    static let pages: [String] = {
        let docs = Workspace.file("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" } + ["README.md"]
    }()

    @Test("Every code excerpt and transcript in the docs matches its source", arguments: pages)
    func pageMatchesItsSources(page: String) throws {
        let url = Workspace.file(page)
        // Links in docs/ are relative to docs/, in README.md to the root.
        let base = url.deletingLastPathComponent()
        let text = try String(contentsOf: url, encoding: .utf8)
        let problems = docsProblems(
            in: text, named: page, root: Workspace.root, linkBase: base,
            declared: Self.declaredTypes)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("Every message a page quotes inline is one the sources print", arguments: pages)
    func quotedMessagesArePrinted(page: String) throws {
        let text = try String(contentsOf: Workspace.file(page), encoding: .utf8)
        let unprinted = Self.printed.unprintedMessages(in: text)
        #expect(
            unprinted.isEmpty,
            "\(page) quotes what nothing prints:\n\(unprinted.joined(separator: "\n"))")
    }

    @Test("The message check notices a quoted message that no code prints")
    func messageCheckCatchesAnInvention() {
        let source = #"print("Nobody handled \(name). It went \(path).")"#
        let page =
            "It says `Nobody handled Ping. It went A → B.` and not `Nobody saw the Pong, it was "
            + "lost.`"
        #expect(
            unprintedMessages(in: page, printed: [source]) == ["Nobody saw the Pong, it was lost."])
    }

    /// Read once for all the pages.
    static let declaredTypes = declaredTypeNames(root: Workspace.root)
    static let printed = PrintedText(
        (Workspace.files(under: "Chapters", ending: ".swift")
            + Workspace.files(under: "Scripts", ending: ".swift")
            + Workspace.files(under: "Tests/Golden", ending: ".txt"))
            .map { (try? String(contentsOf: Workspace.file($0), encoding: .utf8)) ?? "" })

    @Test(
        "The check notices a stale excerpt, in a list item too, a diagram's unknown name and an unmarked block"
    )
    func checkCatchesDrift() {
        let page = """
            <!-- from: Package.swift -->
            ```swift
            let package = Package(name: "SomethingElse")
            ```
            - An item:

              <!-- from: Package.swift -->
              ```swift
              let package = Package(name: "SomethingElse")
              ```
            ```mermaid
            flowchart LR
                OrdersVC -->|strong| OrdersVMX
            ```
            ```swift
            let x = 1
            ```
            """
        #expect(
            docsProblems(in: page, named: "page.md", root: Workspace.root) == [
                "page.md:2: this block is no longer a part of Package.swift",
                "page.md:8: this block is no longer a part of Package.swift",
                "page.md:11: the diagram names OrdersVMX, which nothing under Chapters/ or "
                    + "Scripts/ declares",
                "page.md:15: a swift block needs <!-- from: path -->, <!-- transcript: path --> or "
                    + "<!-- illustration: why --> right above it",
            ])
    }

    @Test("The check notices a table whose rows and header disagree")
    func checkCatchesMalformedTables() {
        let page = """
            | A | B |
            | --- | --- | --- |
            | `x|y` | z |
            """
        #expect(
            tableProblems(in: page, named: "page.md") == [
                "page.md:2: this table row has 3 cells; the header on line 1 has 2"
            ])
    }

    @Test(
        "Every line a chapter prints, its screens aside, is shown in its own section of its page",
        arguments: Workspace.chapterFolders)
    func everyPrintedLineIsShownInItsSection(chapter: String) throws {
        let path = "Tests/Golden/\(chapter).txt"
        let transcript = try String(contentsOf: Workspace.file(path), encoding: .utf8)
        let number = chapter.dropFirst("Chapter".count)
        let page = try #require(Self.chapterPages.first { $0.hasPrefix("docs/chapter-\(number)-") })
        let text = try String(contentsOf: Workspace.file(page), encoding: .utf8)
        let problems = placementProblems(of: transcript, at: path, page: text)
        #expect(
            problems.isEmpty,
            """
            \(page) leaves \(problems.count) things of \(path) unexplained where they are \
            printed; quote each line in a <!-- transcript: \(path) --> block under its section's \
            heading:
            \(problems.joined(separator: "\n"))
            """)
    }

    @Test(
        "The position check wants each line once, in its own section, and the announced line too")
    func placementCheckCatchesMisplacedLines() {
        let transcript = """
            Chapter 0: a test
            == Tapping
            +------+
            | Row  |
            +------+
            (the user taps row 0)
            Selected: row 0. It says:
            Hello.
            == Leaving
            Selected: row 0. It says:
            """
        let page = """
            # Chapter 0: a test
            <!-- transcript: Tests/Golden/Chapter0.txt -->
            ```text
            (the user taps row 0)
            ```
            ## Tapping
            <!-- transcript: Tests/Golden/Chapter0.txt -->
            ```text
            (the user taps row 0)
            Selected: row 0. It says:
            ```
            ## Leaving
            <!-- transcript: Tests/Golden/Chapter0.txt -->
            ```text
            Hello.
            ```
            """
        #expect(
            placementProblems(of: transcript, at: "Tests/Golden/Chapter0.txt", page: page) == [
                "line 2: this block is outside the section it shows",
                "line 7: this block ends on \"Selected: row 0. It says:\", which announces "
                    + "\"Hello.\"; show that line too",
                "line 13: this block under \"## Leaving\" is not a run of what that section prints",
                "\"== Tapping\" prints \"Hello.\", which no block under its \"## Tapping\" shows",
                "\"== Leaving\" prints \"Selected: row 0. It says:\", which no block under its "
                    + "\"## Leaving\" shows",
            ])
    }

    static let chapterPages = pages.filter { $0.hasPrefix("docs/chapter-") }

    @Test(
        "The list of claims names exactly the claims each chapter's tests check, in order",
        arguments: 1...Workspace.chapterFolders.count)
    func claimsAreListed(chapter: Int) throws {
        let text = try String(contentsOf: Workspace.file("docs/claims.md"), encoding: .utf8)
        let folder = "Tests/Chapter\(chapter)Tests"
        let listed = try #require(
            listedClaims(inPage: text).first { $0.folder == folder }, "no list for \(folder)")
        let tested = suites(of: try claims(inTestFolder: Workspace.file(folder)))
        #expect(!tested.isEmpty)
        let problems = claimProblems(listed: listed.claims, tested: tested)
        #expect(problems.isEmpty, "\(folder): \(problems.joined(separator: "\n"))")
    }

    @Test("The claims check notices a test that the page does not list")
    func claimsCheckCatchesDrift() {
        let page = """
            <!-- tests: Tests/Chapter1Tests -->
            1. A suite
               - A test
            <!-- tests:end -->
            """
        let listed = listedClaims(inPage: page)
        #expect(listed.map(\.folder) == ["Tests/Chapter1Tests"])
        let problems = claimProblems(
            listed: listed.first?.claims ?? [],
            tested: [("1. A suite", ["A test", "Another test"])])
        #expect(problems.count == 1)
        #expect(problems.first?.contains("+ actual   3:    - Another test") == true, "\(problems)")
    }
}
