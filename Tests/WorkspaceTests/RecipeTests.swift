import Foundation
import TestSupport
import Testing

/// `docs/design.md`'s recipes, "Adding a chapter" and "Adding a kit folder", read as checks:
/// each step's first code span is a place (with `<N>` or `<Folder>` in it, and `*` for any
/// text in a file's name), and "holding `text`" is what that file must say.
@Suite("The recipes for a new chapter and a new kit folder")
struct RecipeTests {
    static let design =
        (try? String(contentsOf: Workspace.file("docs/design.md"), encoding: .utf8)) ?? ""

    @Test("Every chapter has every place the recipe for adding a chapter lists")
    func everyChapterHasItsPlaces() throws {
        let steps = try #require(recipe("Adding a chapter"))
        #expect(steps.count >= 10, "\(steps)")
        for chapter in Workspace.chapterFolders {
            let number = String(chapter.dropFirst("Chapter".count))
            for step in steps where !step.contains("only if") {
                let problem = missingPlace(step, replacing: "<N>", with: number)
                #expect(problem == nil, "\(chapter): \(problem ?? "")")
            }
        }
    }

    @Test("Every kit folder has every place the recipe for adding a kit folder lists")
    func everyKitFolderHasItsPlaces() throws {
        let steps = try #require(recipe("Adding a kit folder"))
        #expect(steps.count >= 4, "\(steps)")
        for folder in Workspace.kitFolders {
            for step in steps {
                let problem = missingPlace(step, replacing: "<Folder>", with: folder)
                #expect(problem == nil, "\(folder): \(problem ?? "")")
            }
        }
    }

    @Test("The check notices a place a chapter lacks, and a file that does not say what it must")
    func checkNoticesWhatIsMissing() {
        let main = "1. `Chapters/Chapter<N>/main.swift`: x."
        #expect(
            missingPlace(main, replacing: "<N>", with: "99")
                == "Chapters/Chapter99/main.swift is missing (docs/design.md: \(main))")
        let manifest = "3. `Package.swift`, holding `chapter(<N>`: x."
        #expect(
            missingPlace(manifest, replacing: "<N>", with: "99")
                == "Package.swift does not hold chapter(99 (docs/design.md: \(manifest))")
        #expect(missingPlace("8. `docs/chapter-<N>-*.md`: x.", replacing: "<N>", with: "1") == nil)
        #expect(codeSpans(in: "a `b`, holding `` `c/` (d ``: e") == ["b", "`c/` (d"])
    }

    @Test("Every test a recipe says checks a step is a real test")
    func checkedByRealTests() throws {
        var names: Set<String> = []
        for path in Workspace.files(under: "Tests", ending: ".swift") {
            let source = try String(contentsOf: Workspace.file(path), encoding: .utf8)
            for match in source.matches(of: #/@(?:Test|Suite)\(\s*"((?:[^"\\]|\\.)*)"/#) {
                names.insert(String(match.1))
            }
        }
        let steps =
            try #require(recipe("Adding a chapter")) + #require(recipe("Adding a kit folder"))
        var quoted: [String] = []
        for step in steps {
            guard let checked = step.range(of: "Checked by ") else { continue }
            for match in step[checked.upperBound...].matches(of: #/"([^"]+)"/#) {
                quoted.append(String(match.1))
            }
        }
        #expect(quoted.count >= 10)
        let unknown = quoted.filter { !names.contains($0) }
        #expect(unknown.isEmpty, "docs/design.md names tests that do not exist: \(unknown)")
    }

    @Test("The README's row for each chapter names its sections, and --play when it has screens")
    func readmeRowsMatchTheChapters() throws {
        let readme = try String(contentsOf: Workspace.file("README.md"), encoding: .utf8)
        for (chapter, titles) in Workspace.sections {
            let row = try #require(
                readme.split(separator: "\n").first { $0.hasPrefix("| `swift run \(chapter)` |") },
                "README.md has no row for \(chapter)")
            #expect(
                row.contains("`--section 1`…`\(titles.count)`"),
                "\(chapter) has \(titles.count) sections: \(row)")
            let plays = ReadingAndPlayingTests.withScreens.contains(chapter)
            #expect(row.contains("`--play`") == plays, "\(chapter): \(row)")
        }
    }

    /// The steps of a recipe in `docs/design.md`: its numbered items, each joined into one line.
    private func recipe(_ heading: String) -> [String]? {
        guard let start = Self.design.range(of: "## \(heading)\n") else { return nil }
        let rest = Self.design[start.upperBound...]
        let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        var steps: [String] = []
        for line in section.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if line.first?.isNumber == true, text.contains(". `") {
                steps.append(text)
            } else if line.hasPrefix("   "), !steps.isEmpty {
                steps[steps.count - 1] += " " + text
            }
        }
        return steps
    }
}

/// What a recipe's step finds missing for one chapter or folder, or nil: its place, with the
/// placeholder replaced, must exist, and hold what the step says it holds.
func missingPlace(_ step: String, replacing placeholder: String, with value: String) -> String? {
    let spans = codeSpans(in: step).map {
        $0.replacingOccurrences(of: placeholder, with: value)
    }
    guard let place = spans.first else { return "no place in (docs/design.md: \(step))" }
    let found = matchingPaths(place)
    guard let file = found.first else { return "\(place) is missing (docs/design.md: \(step))" }
    if step.contains(", holding `"), spans.count > 1 {
        let wanted = spans[1].trimmingCharacters(in: .whitespaces)
        // A call the formatter wrapped, `chapter(\n        9, …`, still says `chapter(9`.
        let text = ((try? String(contentsOf: Workspace.file(file), encoding: .utf8)) ?? "")
            .replacing(/\(\s+/, with: "(")
        if !text.contains(wanted) {
            return "\(file) does not hold \(wanted) (docs/design.md: \(step))"
        }
    }
    return nil
}

/// The workspace's paths that `pattern` names: itself, or with `*` standing for any text in
/// its last component.
private func matchingPaths(_ pattern: String) -> [String] {
    let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
    guard trimmed.contains("*") else {
        return FileManager.default.fileExists(atPath: Workspace.file(trimmed).path) ? [trimmed] : []
    }
    let folder = (trimmed as NSString).deletingLastPathComponent
    let name = (trimmed as NSString).lastPathComponent.split(
        separator: "*", omittingEmptySubsequences: false)
    let names =
        (try? FileManager.default.contentsOfDirectory(atPath: Workspace.file(folder).path)) ?? []
    return names.filter { $0.hasPrefix(name.first ?? "") && $0.hasSuffix(name.last ?? "") }
        .sorted().map { "\(folder)/\($0)" }
}

/// The code spans of a line of Markdown: text between two runs of as many backticks, with the
/// one space that may pad each end left out (`` `x` `` is `` `x` ``).
func codeSpans(in line: String) -> [String] {
    var spans: [String] = []
    var rest = line[...]
    while let open = rest.firstIndex(of: "`") {
        let fence = rest[open...].prefix { $0 == "`" }
        let after = rest[fence.endIndex...]
        guard let close = after.range(of: fence) else { break }
        var span = after[..<close.lowerBound]
        if span.hasPrefix(" "), span.hasSuffix(" "), span.count > 1 {
            span = span.dropFirst().dropLast()
        }
        spans.append(String(span))
        rest = after[close.upperBound...]
    }
    return spans
}
