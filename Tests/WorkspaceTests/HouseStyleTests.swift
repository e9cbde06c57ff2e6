import Foundation
import TestSupport
import Testing

/// The house style of `docs/design.md`, where a test can hold it: one title per section,
/// printed as it is listed, and chapter folders that list as their pages' tables of contents.
@Suite("House style")
struct HouseStyleTests {
    /// Every chapter's `--list`, as `Tests/Golden/Sections.txt` records it (a test in
    /// `ReadingAndPlayingTests` compares that file with the real `--list`).
    static let sections: [(chapter: String, titles: [String])] = {
        let text =
            (try? String(contentsOf: Workspace.file("Tests/Golden/Sections.txt"), encoding: .utf8))
            ?? ""
        return text.split(separator: "\n\n").map { block in
            let lines = block.split(separator: "\n")
            let chapter =
                "Chapter" + (lines.first?.dropFirst("Chapter ".count).prefix { $0.isNumber } ?? "")
            let titles = lines.dropFirst().compactMap { line in
                line.firstRange(of: ". ").map { String(line[$0.upperBound...]) }
            }
            return (chapter, titles)
        }
    }()

    @Test("Every chapter has its sections listed")
    func everyChapterListed() {
        #expect(Self.sections.map(\.chapter) == Workspace.chapterFolders)
        #expect(Self.sections.allSatisfy { !$0.titles.isEmpty })
    }

    @Test("Each section's printed heading is the title --list gives it, in order")
    func headingsAreTheListedTitles() throws {
        for (chapter, titles) in Self.sections {
            let golden = try String(contentsOf: Golden.url(for: chapter), encoding: .utf8)
            let headings = golden.split(separator: "\n").filter { $0.hasPrefix("== ") }
                .map { String($0.dropFirst(3)) }
            #expect(
                headings == titles,
                "\(chapter) prints other headings than it lists:\n\(lineDiff(expected: titles.joined(separator: "\n"), actual: headings.joined(separator: "\n")))"
            )
        }
    }

    @Test("A chapter's folder holds one numbered file per section, named like its heading")
    func sourcesFollowTheHeadings() throws {
        for (chapter, titles) in Self.sections {
            let expected = titles.enumerated().map { "\($0 + 1)-\(fileName(forHeading: $1)).swift" }
            #expect(
                numbered(try Workspace.swiftFiles(in: "Chapters/\(chapter)")) == expected,
                "Chapters/\(chapter) does not list as its page's sections")
        }
    }

    @Test("A chapter's tests start with one numbered file per section, named like the source")
    func testsFollowTheSources() throws {
        for (chapter, titles) in Self.sections {
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
