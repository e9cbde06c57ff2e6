import Foundation
import ToolSupport

/// Writes the DocC catalog: the landing page, one article per kit folder, and the book as
/// tutorials whose code is the chapters' own sources.
func writeCatalog(
    _ book: Book, symbols: [KitSymbol], workspace: URL, to catalog: URL
) throws {
    try? FileManager.default.removeItem(at: catalog)
    let resources = catalog.appendingPathComponent("Resources")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)

    var landing = [
        "# ``MVVMKit``", "", book.summary, "", "## Overview", "",
        "The book builds the kit one folder at a time, and each folder has an article below: "
            + "what it holds, and the chapter that builds it. The book itself is here as "
            + "tutorials, a chapter each: <doc:Book>.",
        "", "## Topics", "", "### The book", "", "- <doc:Book>", "",
    ]
    for folder in book.folders {
        let article = "Folder-\(folder.name)"
        landing += ["### \(folder.name)", "", "- <doc:\(article)>", ""]
        try write(
            folderArticle(folder, book: book, symbols: symbols.filter { $0.folder == folder.name }),
            to: catalog.appendingPathComponent("\(article).md"))
    }
    landing += ["### Notes on the chapters", ""]
    for chapter in book.chapters where !chapter.page.notes.isEmpty {
        let article = "Chapter\(chapter.number)-Notes"
        landing.append("- <doc:\(article)>")
        let title = "# Notes on chapter \(chapter.number)"
        let summary =
            "What the page of chapter \(chapter.number) says after its lesson: playing it, its "
            + "differences from the article, the claims its tests check, and its exercise."
        try write(
            ([title, "", summary, ""] + chapter.page.notes).joined(separator: "\n"),
            to: catalog.appendingPathComponent("\(article).md"))
    }
    landing.append("")
    try write(landing.joined(separator: "\n"), to: catalog.appendingPathComponent("MVVMKit.md"))

    var contents = [
        "@Tutorials(name: \"MVVM by hand\") {", "    @Intro(title: \"MVVM by hand\") {",
        "        \(book.summary)", "    }",
    ]
    for chapter in book.chapters {
        let diagram = "chapter\(chapter.number)-diagram.svg"
        try write(diagramSVG(chapter.page.diagram), to: resources.appendingPathComponent(diagram))
        // DocC labels each card "Chapter N" itself; the card's name is the rest of the title.
        let name = chapter.page.title.drop { $0 != ":" }.dropFirst(2)
        contents += [
            "    @Chapter(name: \"\(name.prefix(1).uppercased() + name.dropFirst())\") {",
            "        \(chapter.teaches)",
            "        @Image(source: \"\(diagram)\", alt: \"Who holds whom in chapter "
                + "\(chapter.number)\")",
            "        @TutorialReference(tutorial: \"doc:Chapter\(chapter.number)\")", "    }",
        ]
        try write(
            try tutorial(of: chapter, diagram: diagram, workspace: workspace, resources: resources),
            to: catalog.appendingPathComponent("Chapter\(chapter.number).tutorial"))
    }
    contents.append("}")
    try write(contents.joined(separator: "\n"), to: catalog.appendingPathComponent("Book.tutorial"))
}

private func folderArticle(_ folder: Book.Folder, book: Book, symbols: [KitSymbol]) -> String {
    var lines = ["# The \(folder.name) folder", "", "\(folder.holds).", "", "## Overview", ""]
    if let number = folder.chapter,
        let chapter = book.chapters.first(where: { $0.number == number })
    {
        lines += [
            "Built in chapter \(number). \(chapter.teaches).", "",
            "It needs \(folder.needs).", "", "Read the chapter: <doc:Chapter\(number)>.", "",
        ]
    }
    lines += ["## Topics", ""]
    let kinds = [
        ("swift.protocol", "Protocols"), ("swift.class", "Classes"), ("swift.struct", "Structures"),
        ("swift.enum", "Enumerations"), ("swift.typealias", "Type Aliases"),
        ("swift.func", "Functions"), ("swift.var", "Variables"),
    ]
    for (kind, heading) in kinds {
        let found = symbols.filter { $0.isTopLevel && $0.kind == kind }.map(\.title).sorted()
        guard !found.isEmpty else { continue }
        lines += ["### \(heading)", ""] + found.map { "- ``\($0)``" } + [""]
    }
    return lines.joined(separator: "\n")
}

private func tutorial(
    of chapter: Book.Chapter, diagram: String, workspace: URL, resources: URL
) throws -> String {
    let folder = workspace.appendingPathComponent("Chapters/Chapter\(chapter.number)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let transcript = try String(
        contentsOf: workspace.appendingPathComponent("Tests/Golden/Chapter\(chapter.number).txt"),
        encoding: .utf8)
    var lines = [
        "@Tutorial(time: \(max(10, chapter.sections.count * 5))) {",
        "    @Intro(title: \"\(chapter.page.title)\") {", "        \(chapter.page.introduction)",
        "    }",
    ]
    for (index, title) in chapter.sections.enumerated() {
        let number = index + 1
        guard
            let name = files.first(where: { $0.hasPrefix("\(number)-") && $0.hasSuffix(".swift") })
        else {
            throw SiteError(
                description: "Chapters/Chapter\(chapter.number) has no \(number)-*.swift for "
                    + "section \(number), \"\(title)\".")
        }
        guard let paragraph = chapter.page.paragraph(under: title) else {
            throw SiteError(
                description: "The page of chapter \(chapter.number) has no heading \"## \(title)\"."
            )
        }
        // The page's paragraph leads into its code; here the steps follow it.
        let text = paragraph.hasSuffix(":") ? paragraph.dropLast() + "." : paragraph
        // The first section shows who holds whom beside it: the page's diagram.
        let image =
            number == 1
            ? [
                "            @Image(source: \"\(diagram)\", alt: \"Who holds whom in chapter "
                    + "\(chapter.number)\")"
            ]
            : []
        lines +=
            [
                "    @Section(title: \"\(title)\") {", "        @ContentAndMedia {",
                "            \(text)",
            ]
            + image + ["        }", "        @Steps {"]
        let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        // Each step's preview pane shows what the section prints.
        let output = "chapter\(chapter.number)-section\(number)-output.svg"
        try write(
            outputSVG(printedLines(of: title, in: transcript)),
            to: resources.appendingPathComponent(output))
        var previous: String?
        for (stepIndex, step) in steps(of: source).enumerated() {
            let file = "chapter\(chapter.number)-section\(number)-step\(stepIndex + 1).swift"
            try write(narrowComments(step.code), to: resources.appendingPathComponent(file))
            let previousFile = previous.map { ", previousFile: \"\($0)\"" } ?? ""
            lines += [
                "            @Step {", "                \(step.text)",
                "                @Code(name: \"\(name)\", file: \"\(file)\"\(previousFile)) {",
                "                    @Image(source: \"\(output)\", alt: \"What section \(number) "
                    + "prints: swift run Chapter\(chapter.number) --section \(number)\")",
                "                }", "            }",
            ]
            previous = file
        }
        lines += ["        }", "    }"]
    }
    let asked = try questions(of: chapter.page.text)
    if !asked.isEmpty {
        lines.append("    @Assessments {")
        for question in asked {
            lines += ["        @MultipleChoice {", "            \(question.text)", ""]
            for choice in question.choices {
                let reaction = choice.isCorrect ? "Yes" : "Not quite"
                lines += [
                    "            @Choice(isCorrect: \(choice.isCorrect)) {",
                    "                \(choice.text)", "",
                    "                @Justification(reaction: \"\(reaction)\") {",
                    "                    \(choice.why)", "                }", "            }",
                ]
            }
            lines.append("        }")
        }
        lines.append("    }")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
}
