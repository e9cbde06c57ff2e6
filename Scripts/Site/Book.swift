import Foundation
import ToolSupport

/// What the workspace says of itself that the site shows: the chapters and the kit's folders,
/// read from the README, the design page and the chapters' pages.
struct Book {
    struct Chapter {
        let number: Int
        let teaches: String
        let page: Page
        let sections: [String]
    }

    struct Folder {
        let name: String
        let holds: String
        let needs: String
        let chapter: Int?
    }

    let summary: String
    let chapters: [Chapter]
    let folders: [Folder]

    init(_ workspace: WorkspaceFiles) {
        let read = workspace.read
        let readme = Page(read("README.md"))
        summary = readme.introduction
        let sections = listedSections(read("Tests/Golden/Sections.txt")).map(\.sections)
        var chapters: [Chapter] = []
        for cells in tableRows(readme.section("Chapters")) {
            guard let number = Int(cells[0].filter(\.isNumber)), cells.count == 4,
                let open = cells[3].firstIndex(of: "("), let close = cells[3].lastIndex(of: ")")
            else { continue }
            let path = String(cells[3][cells[3].index(after: open)..<close])
            chapters.append(
                Chapter(
                    number: number, teaches: cells[1], page: Page(read(path)),
                    sections: number <= sections.count ? sections[number - 1] : []))
        }
        self.chapters = chapters.sorted { $0.number < $1.number }
        let design = read("docs/design.md")
        folders = tableRows(readme.section("Using the kit in an app")).compactMap { cells in
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`/"))
            guard cells.count == 3 else { return nil }
            let built = design.firstRange(of: "`\(name)/` (chapter ").map {
                Int(design[$0.upperBound...].prefix { $0.isNumber })
            }
            return Folder(name: name, holds: cells[1], needs: cells[2], chapter: built ?? nil)
        }
    }
}

/// The cells of a Markdown table's rows, header and rule left out.
private func tableRows(_ lines: [String]) -> [[String]] {
    lines.filter { $0.hasPrefix("| ") }.dropFirst(2).map { row in
        row.dropFirst(2).dropLast(2).components(separatedBy: " | ")
    }
}
