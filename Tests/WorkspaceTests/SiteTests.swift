import Foundation
import TestSupport
import Testing
import ToolSupport

@testable import Site

/// The site is made from the docs and the sources each time it is built; these check, without
/// building it, that what it is made from has what it needs. CI builds it with docc and looks
/// at it in a browser (`Scripts/check-site-in-a-browser.sh`).
@Suite("The book as a site")
struct SiteTests {
    static let book: Book? = Book(Workspace.tree)

    @Test("Every chapter is a tutorial: a paragraph of its page for each of its sections")
    func everySectionHasItsParagraph() throws {
        let book = try #require(Self.book)
        #expect(book.chapters.map { "Chapter\($0.number)" } == Workspace.chapterFolders)
        for chapter in book.chapters {
            #expect(!chapter.sections.isEmpty)
            for title in chapter.sections {
                let paragraph = chapter.page.paragraph(under: title)
                #expect(paragraph?.isEmpty == false, "chapter \(chapter.number): \(title)")
            }
        }
    }

    @Test(
        "Every chapter's notes are an article of their own: unfolded, without markers or file links"
    )
    func notesAreAnArticle() throws {
        let book = try #require(Self.book)
        for chapter in book.chapters {
            let notes = chapter.page.notes
            #expect(notes.contains("## What the tests check"), "chapter \(chapter.number)")
            #expect(notes.contains("## Your turn: the exercise"), "chapter \(chapter.number)")
            #expect(
                !notes.contains {
                    $0.contains("<details>") || $0.contains("<!--") || $0.contains("](../")
                },
                "chapter \(chapter.number)'s notes keep a fold, a marker or a link to a file")
        }
    }

    @Test(
        "Every chapter asks at least three questions, each with one right answer, every answer explained"
    )
    func everyChapterAsks() throws {
        let book = try #require(Self.book)
        for chapter in book.chapters {
            let asked = try questions(of: chapter.page.text)
            #expect(asked.count >= 3, "chapter \(chapter.number)")
            for question in asked {
                #expect(question.choices.count >= 2, "\(question.text)")
                #expect(question.choices.filter(\.isCorrect).count == 1, "\(question.text)")
                #expect(question.choices.allSatisfy { !$0.why.isEmpty }, "\(question.text)")
            }
        }
    }

    @Test(
        "A question without exactly one right answer, or a choice without a verdict, stops the build"
    )
    func badQuestionStops() {
        func page(_ verdicts: String) -> String {
            """
            ## Check yourself

            **1. Which?**

            - A. One.
            - B. Two.

            <details><summary>Answer</summary>

            \(verdicts)

            </details>
            """
        }
        for verdicts in ["- A. *No: not this.*\n- B. *No: nor this.*", "- A. *Yes: this one.*"] {
            #expect(throws: QuizError.self) { try questions(of: page(verdicts)) }
        }
        let asked = try? questions(of: page("- A. *Yes: this one.*\n- B. *No: not that.*"))
        #expect(asked?.first?.choices.map(\.text) == ["One.", "Two."])
        #expect(asked?.first?.choices.map(\.isCorrect) == [true, false])
    }

    @Test("Every kit folder has its article, and the chapter that builds it")
    func everyFolderHasItsChapter() throws {
        let book = try #require(Self.book)
        #expect(
            Set(book.folders.map(\.name))
                == Set(Workspace.kitFolders)
        )
        #expect(book.folders.allSatisfy { $0.chapter != nil })
        #expect(
            book.folders.map { $0.chapter ?? 0 } == book.folders.map { $0.chapter ?? 0 }.sorted())
    }

    @Test("A tutorial's steps grow into the section's whole source file")
    func stepsGrowIntoTheFile() throws {
        for chapter in Workspace.chapterFolders {
            for file in Workspace.chapterSources(chapter)
            where file.lastPathComponent.first?.isNumber == true {
                let source = try String(contentsOf: file, encoding: .utf8)
                let made = steps(of: source)
                #expect(made.last?.code == source, "\(file.lastPathComponent)")
                #expect(made.allSatisfy { !$0.text.isEmpty }, "\(file.lastPathComponent)")
            }
        }
    }

    @Test("Each chapter's diagram becomes a picture with a box for every name in it")
    func diagramsBecomePictures() throws {
        let book = try #require(Self.book)
        for chapter in book.chapters {
            let diagram = chapter.page.diagram
            #expect(!diagram.isEmpty, "chapter \(chapter.number) has no diagram")
            let svg = diagramSVG(diagram)
            #expect(svg.hasPrefix("<svg"))
            for line in diagram.dropFirst() {
                let first = line.trimmingCharacters(in: .whitespaces).prefix { $0 != " " }
                #expect(svg.contains(">\(first)</text>"), "chapter \(chapter.number): \(first)")
            }
        }
    }
}
