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
        let problems = docsProblems(in: text, named: page, root: Workspace.root, linkBase: base)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("The check notices an excerpt that no longer matches its source")
    func checkCatchesDrift() {
        let page = """
            <!-- from: Package.swift -->
            ```swift
            let package = Package(name: "SomethingElse")
            ```
            """
        let problems = docsProblems(in: page, named: "page.md", root: Workspace.root)
        #expect(problems == ["page.md:2: this block is no longer a part of Package.swift"])
    }

    @Test("The check notices a code block that says nothing of where it comes from")
    func checkCatchesUnmarkedCode() {
        let page = "Some text\n```swift\nlet x = 1\n```\n"
        #expect(docsProblems(in: page, named: "page.md", root: Workspace.root).count == 1)
    }
}
