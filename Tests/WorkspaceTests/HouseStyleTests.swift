import Foundation
import TestSupport
import Testing
import ToolSupport

/// The house style of `docs/design.md`, where a test can hold it: one title per section,
/// printed as it is listed, and chapter folders that list as their pages' tables of contents.
@Suite("House style")
struct HouseStyleTests {
    @Test("Every chapter lists its sections, and prints each heading as --list gives it, in order")
    func headingsAreTheListedTitles() throws {
        #expect(Workspace.sections.map(\.chapter) == Workspace.chapterFolders)
        #expect(Workspace.sections.allSatisfy { !$0.titles.isEmpty })
        for (chapter, titles) in Workspace.sections {
            let golden = try String(contentsOf: Golden.url(for: chapter), encoding: .utf8)
            let headings = golden.split(separator: "\n").filter { $0.hasPrefix("== ") }
                .map { String($0.dropFirst(3)) }
            let diff = lineDiff(
                expected: titles.joined(separator: "\n"), actual: headings.joined(separator: "\n"))
            #expect(headings == titles, "\(chapter) prints other headings than it lists:\n\(diff)")
        }
    }

    @Test("A chapter's folder holds one numbered file per section, named like its heading")
    func sourcesFollowTheHeadings() throws {
        for (chapter, titles) in Workspace.sections {
            let expected = titles.enumerated().map { "\($0 + 1)-\(fileName(forHeading: $1)).swift" }
            #expect(
                numbered(try Workspace.swiftFiles(in: "Chapters/\(chapter)")) == expected,
                "Chapters/\(chapter) does not list as its page's sections")
        }
    }

    @Test(
        "A chapter's folder is its page: its sections at the top, the app they drive in a folder named for it that compiles in Xcode as it stands, the device in Support/"
    )
    func foldersShowTheLessonFirst() throws {
        let manifest = try String(contentsOf: Workspace.file("Package.swift"), encoding: .utf8)
        for chapter in Workspace.chapterFolders {
            let folder = "Chapters/\(chapter)"
            let names = try FileManager.default.contentsOfDirectory(
                atPath: Workspace.file(folder).path)
            let misplaced = names.filter { name in
                let isSection = name.first?.isNumber == true && name.hasSuffix(".swift")
                let isPart = manifest.contains("path: \"\(folder)/\(name)\"")
                let isApp = name.hasSuffix("App") && !name.contains(".")
                return !isSection && !isPart && !isApp
                    && !["main.swift", "Misuses.swift", "Support"].contains(name)
            }
            #expect(
                misplaced.isEmpty,
                """
                \(folder) keeps \(misplaced.sorted()) beside its sections: into a section's file, \
                the chapter's app folder or Support/
                """)
            for app in names where app.hasSuffix("App") && !app.contains(".") {
                let runner = try Workspace.files(under: "\(folder)/\(app)", ending: ".swift").filter
                {
                    try String(contentsOf: Workspace.file($0), encoding: .utf8)
                        .contains("import ChapterRunner")
                }
                #expect(runner.isEmpty, "\(runner) import the runner, which an app does not have")
            }
            let support =
                names.contains("Support") ? try Workspace.swiftFiles(in: "\(folder)/Support") : []
            let sections = support.map(\.lastPathComponent).filter { $0.first?.isNumber == true }
            #expect(sections.isEmpty, "\(folder)/Support/ holds section files: \(sections)")
        }
        // The lesson is in the sections and the app: no page quotes Support/.
        let pages = Workspace.files(under: "docs", ending: ".md")
        for page in pages {
            let text = try String(contentsOf: Workspace.file(page), encoding: .utf8)
            let quoted = text.split(separator: "\n").compactMap { marker("from", in: $0) }
            #expect(quoted.allSatisfy { !$0.contains("/Support/") }, "\(page) quotes Support/")
        }
    }

    /// What a chapter or a test would otherwise write again, and where it is written once.
    static let scaffolding: [(code: String, instead: String)] = [
        ("UIWindow(", "makeKeyWindow() in a chapter, onScreen in a test"),
        ("makeKeyAndVisible()", "makeKeyWindow() in a chapter, onScreen in a test"),
        ("connectedScenes", "makeKeyWindow() in a chapter, onScreen in a test"),
        ("Screen.output", "onScreen, which keeps what a test's screens draw"),
        ("didSelectRowAt: IndexPath(", "tapRow(_:on:) in a chapter, userTaps(rowAt:) in a test"),
        ("Playground.Command(", "Support/Playing.swift, which sets up --play"),
    ]

    /// The places that write it once (`Scripts/` holds the chapters'), the one test of the
    /// stand-in's own window rules, and this rule's own list.
    static let scaffoldingHomes = [
        "Tests/TestSupport/OnScreen.swift", "Tests/ConsoleUIKitTests/StandInShapeTests.swift",
        "Tests/WorkspaceTests/HouseStyleTests.swift",
    ]

    @Test(
        "Lessons and tests hold no scaffolding: a window, a captured screen, a tap and --play are written once"
    )
    func lessonFilesHoldNoScaffolding() throws {
        // A chapter's lesson is its sections and its app; Support/ plays the device, so it makes
        // windows.
        var paths = Workspace.chapterFolders.flatMap { chapter in
            Workspace.chapterSources(chapter).map {
                String($0.path.dropFirst(Workspace.root.path.count + 1))
            }
        }.filter { !$0.contains("/Support/") }
        paths += Workspace.files(under: "Tests", ending: ".swift").filter {
            !$0.hasPrefix("Tests/Snippets/")
        }
        for path in paths where !Self.scaffoldingHomes.contains(path) {
            let source = try String(contentsOf: Workspace.file(path), encoding: .utf8)
            let found = Self.scaffolding.filter { source.contains($0.code) }
            #expect(
                found.isEmpty,
                """
                \(path) writes scaffolding itself: \
                \(found.map { "\($0.code) (use \($0.instead))" }.joined(separator: ", "))
                """)
        }
    }

    @Test("A chapter's tests start with one numbered file per section, named like the source")
    func testsFollowTheSources() throws {
        for (chapter, titles) in Workspace.sections {
            let expected = titles.enumerated().map {
                "\($0 + 1)-\(fileName(forHeading: $1))Tests.swift"
            }
            let found = numbered(try Workspace.swiftFiles(in: "Tests/\(chapter)Tests"))
            #expect(
                Array(found.prefix(expected.count)) == expected,
                "Tests/\(chapter)Tests does not start with its page's sections")
        }
    }

    @Test(
        "The name a heading gives a file",
        arguments: [
            ("Usage example", "UsageExample"),
            ("UIKit's responder chain", "UIKitsResponderChain"),
            ("Receive: handle it, or pass it on", "ReceiveHandleItOrPassItOn"),
            ("Watching one property with @Observable", "WatchingOnePropertyWithObservable"),
        ])
    func fileNames(heading: String, name: String) {
        #expect(fileName(forHeading: heading) == name)
    }

    /// The numbered files of a folder (`3-Name.swift`), in number order.
    private func numbered(_ files: [URL]) -> [String] {
        files.map(\.lastPathComponent)
            .filter { $0.first?.isNumber == true }
            .sorted { Int($0.prefix { $0.isNumber })! < Int($1.prefix { $0.isNumber })! }
    }
}

/// A heading as a file name: its words, each capitalised, with everything but letters and
/// digits left out ("UIKit's responder chain" → "UIKitsResponderChain").
func fileName(forHeading heading: String) -> String {
    heading.filter { $0 != "'" }
        .split { !$0.isLetter && !$0.isNumber }
        .map { $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined()
}
