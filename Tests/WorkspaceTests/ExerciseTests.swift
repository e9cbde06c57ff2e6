import ExerciseKit
import Foundation
import TestSupport
import Testing

/// The exercises are generated from the kit by the list in `Scripts/ExerciseKit/Stubs.swift`,
/// so they cannot drift from it; these tests make a renamed function fail here, not for a
/// reader.
@Suite("Exercises")
struct ExerciseTests {
    static let chapters = exercises.map(\.chapter)

    @Test(
        "Every listed body is found once; putting the bodies back gives the kit byte for byte",
        arguments: chapters)
    func roundTrip(chapter: Int) throws {
        let exercise = try #require(exercises.first { $0.chapter == chapter })
        for (file, stubs) in stubsByFile(exercise.stubs) {
            let url = Workspace.file(file)
            let source = try String(contentsOf: url, encoding: .utf8)
            let (text, bodies) = try stubbed(source, stubs)
            for (stub, body) in zip(stubs, bodies) {
                #expect(!body.allSatisfy { $0.isWhitespace }, "\(stub.name) has an empty body")
            }
            for stub in stubs {
                #expect(text.contains("exerciseStub(\"\(stub.hint)\")"), "\(file)")
            }
            #expect(try solved(text, stubs, bodies: bodies) == source, "\(file)")
        }
    }

    @Test("Each chapter page names every body its exercise asks for", arguments: chapters)
    func pagesNameTheStubs(chapter: Int) throws {
        let exercise = try #require(exercises.first { $0.chapter == chapter })
        let text = Workspace.tree.chapterPage(chapter)
        let section = try #require(text.range(of: "## Your turn: the exercise"))
        for stub in exercise.stubs {
            #expect(
                text[section.upperBound...].contains("`\(stub.name)`"),
                "chapter \(chapter)'s page does not name \(stub.name)")
        }
    }

    @Test(
        "Each chapter page names the bodies in the order the exercise asks for them",
        arguments: chapters)
    func pagesListTheStubsInOrder(chapter: Int) throws {
        let exercise = try #require(exercises.first { $0.chapter == chapter })
        let page = Workspace.tree.chapterPage(chapter)
        let section = try #require(page.range(of: "## Your turn: the exercise"))
        let text = page[section.upperBound...]
        let firstMentions = exercise.stubs.map {
            text.range(of: "`\($0.name)`")?.lowerBound ?? text.endIndex
        }
        #expect(firstMentions == firstMentions.sorted(), "chapter \(chapter)'s page")
    }

    @Test("A signature that is not in its file fails the generation, naming it")
    func missingSignatureFails() {
        let stub = Stub(
            file: "Chapters/MVVMKit/DI/Container.swift", signature: "func resolveAll()", hint: "-")
        #expect(throws: StubError.self) {
            try stubbed("final class Container {}", [stub])
        }
    }

    @Test("Braces and signatures inside comments and string literals do not count")
    func commentsAndStringsSkipped() throws {
        let source = #"""
            /// Call `func sync() async` once; {braces} here are prose.
            func sync() async throws { fatalError() }
            func sync() async {
                // a } in a comment
                let text = """
                    a } in a string, and "\("}")"
                    """
                print(text, "}")
            }
            """#
        let stub = Stub(file: "Example.swift", signature: "func sync() async", hint: "write it")
        let (text, bodies) = try stubbed(source, [stub])
        #expect(bodies.count == 1)
        #expect(bodies.first?.hasSuffix("print(text, \"}\")\n") == true, "\(bodies)")
        #expect(text.contains("func sync() async throws { fatalError() }"))
        #expect(try solved(text, [stub], bodies: bodies) == source)
    }

    @Test("A body named inside its type is found there, though another type has the same method")
    func enclosingDeclarationNarrowsTheSearch() throws {
        let source = """
            class Single {
                func click(_ row: Int) { print("single") }
            }
            class Multiple {
                func click(_ row: Int) { print("multiple") }
            }
            """
        let alone = Stub(file: "Example.swift", signature: "func click(_ row: Int)", hint: "-")
        #expect(throws: StubError.self) { _ = try stubbed(source, [alone]) }
        let inMultiple = Stub(
            file: "Example.swift", in: "class Multiple", signature: "func click(_ row: Int)",
            hint: "-")
        let (_, bodies) = try stubbed(source, [inMultiple])
        #expect(bodies == [#" print("multiple") "#])
    }

    @Test("Every stop message a hint quotes is one its file says, placeholders aside")
    func hintsQuoteTheKitsMessages() throws {
        for exercise in exercises {
            for stub in exercise.stubs {
                let source = try String(contentsOf: Workspace.file(stub.file), encoding: .utf8)
                for message in quotedMessages(inHint: stub.hint) {
                    #expect(
                        says(source, message),
                        "\(stub.name) quotes '\(message)', not in \(stub.file)")
                }
            }
        }
        #expect(
            quotedMessages(inHint: "the view's: stop with 'A <x, in 'y'>.' when z")
                == ["A <x, in 'y'>."])
        #expect(!says(#"fatalError("A \(x) is gone.")"#, "A <x> was here."))
        #expect(says(#"fatalError("A \(x) " + "is gone.")"#, "A <x> is gone."))
    }

    @Test("A protocol's requirement, which has no body, is not taken for the method")
    func requirementsSkipped() throws {
        let source = """
            protocol Presenting {
                func present(_ items: [Int])
            }
            final class Presenter: Presenting {
                func present(_ items: [Int]) {
                    print(items)
                }
            }
            """
        let stub = Stub(file: "Example.swift", signature: "func present(_ items: [Int])", hint: "-")
        let (_, bodies) = try stubbed(source, [stub])
        #expect(bodies.first?.contains("print(items)") == true)
    }

    @Test(
        "A command line the exercise tool cannot run gets one line saying what to type, and status 2",
        arguments: [
            (["bogus"], "Unknown command bogus"), (["start"], "start takes one chapter number"),
            (["check", "1", "extra"], "check takes one chapter number"),
            (["check", "1"], "There is no Exercises/Chapter1 yet"),
            (["start", "1", "--over", "--over"], "--over goes once"),
            (["start", "99"], "There is no exercise for chapter 99"),
            (["check", "99"], "There is no exercise for chapter 99"),
            (
                ["start", "3", "--bogus"],
                "start does not take --bogus; it takes --over, --written."
            ),
            (["start", "2", "--overr"], "start does not take --overr"),
            (["start", "1", "--written"], "--written needs a value"),
            (["restore", "Chapter1"], "restore takes the name of a folder set aside"),
        ])
    func badCommandLines(arguments: [String], message: String) async throws {
        let folder = try temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try await exercise(arguments, in: folder)
        #expect(output.status == 2, "\(arguments): \(output.status)")
        #expect(output.stdout.isEmpty, "\(arguments)")
        #expect(output.stderr.hasPrefix(message), "\(arguments): \(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1, "\(arguments): \(output.stderr)")
    }

    @Test("help, --help and -h print the commands, with status 0")
    func helpPrintsTheCommands() async throws {
        for word in ["help", "--help", "-h"] {
            let output = try await runProduct("Exercise", arguments: [word])
            #expect(output.status == 0, "\(word)")
            #expect(output.stdout.contains("swift run Exercise check N [--folder F]"), "\(word)")
            #expect(output.stdout.contains("swift run Exercise restore F"), "\(word)")
        }
    }

    @Test("The list says which exercises are not started, started, or how far the last check got")
    func listShowsEachState() async throws {
        let folder = try temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await exercise(["start", "1"], in: folder).status == 0)
        #expect(try await exercise(["start", "2"], in: folder).status == 0)
        try "3 27".write(
            to: folder.appendingPathComponent("Exercises/Chapter1/.last-check"), atomically: true,
            encoding: .utf8)
        let list = try await exercise([], in: folder).stdout
        #expect(
            list.contains(
                "1. A DI container in fifty lines [3 of 27 claims held at the last check]"))
        #expect(
            list.contains("2. MVVM with events and observable wrappers [started, not checked yet]"))
        #expect(list.contains("3. Routing services [not started]"))
    }

    @Test("A folder set aside is listed, and restore puts it back, setting aside what was there")
    func restoreBringsBackWhatWasSetAside() async throws {
        let folder = try temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let exercises = folder.appendingPathComponent("Exercises")
        #expect(try await exercise(["start", "1"], in: folder).status == 0)
        let mine = exercises.appendingPathComponent("Chapter1/Chapters/MVVMKit/DI/Mine.swift")
        try "// my work".write(to: mine, atomically: true, encoding: .utf8)
        #expect(try await exercise(["start", "1", "--over"], in: folder).status == 0)
        let aside = try #require(
            try FileManager.default.contentsOfDirectory(atPath: exercises.path).first {
                $0.hasPrefix("Chapter1-")
            })
        #expect(try await exercise([], in: folder).stdout.contains("Set aside: \(aside)"))
        let restored = try await exercise(["restore", aside], in: folder)
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(try String(contentsOf: mine, encoding: .utf8) == "// my work")
        let names = try FileManager.default.contentsOfDirectory(atPath: exercises.path)
        #expect(names.filter { $0.hasPrefix("Chapter1-") }.count == 1, "the fresh one, set aside")
    }

    @Test("A check's run gives each claim its outcome, and the stub that stopped the run its claim")
    func checkReadsARun() {
        let claims = [
            "It holds", "It fails", "It waits", "It sees a child's stub", "It never ran",
            "Its child's stub is in a comment",
        ].map { Claim(suite: "1. Suite", name: $0, filter: $0) }
        let output = """
            ◇ Test "It holds" started.
            ✔ Test "It holds" passed after 0.001 seconds.
            ◇ Test "It fails" started.
            ✘ Test "It fails" recorded an issue at A.swift:3:5: Expectation failed: 1 == 2
            ✘ Test "It fails" failed after 0.001 seconds with 1 issue.
            ◇ Test "It sees a child's stub" started.
            ✘ Test "It sees a child's stub" recorded an issue at B.swift:9:5: Expectation failed: \
            (message → "Chapters/MVVMKit/DI/Scopes.swift:4: stub: Scopes: keep them.\\n")
            ✘ Test "It sees a child's stub" failed after 0.002 seconds with 1 issue.
            ✘ Test "Its child's stub is in a comment" recorded an issue at C.swift:2:5: Expectation             failed: (status → 86) == 1
            ↳ Chapters/MVVMKit/DI/Scopes.swift:4: stub: Scopes: keep them.
            ✘ Test "Its child's stub is in a comment" failed after 0.002 seconds with 1 issue.
            ◇ Test "It waits" started.
            Chapters/MVVMKit/DI/Container.swift:13: stub: Container.resolve: build it.
            """
        let found = outcomes(ofRun: output, claims: claims)
        #expect(found["It holds"] == .holds)
        #expect(found["It fails"] == .fails("fails at A.swift:3:5: Expectation failed: 1 == 2"))
        #expect(
            found["It waits"]
                == .waits(
                    place: "Chapters/MVVMKit/DI/Container.swift:13",
                    hint: "Container.resolve: build it."))
        #expect(
            found["It sees a child's stub"]
                == .waits(place: "Chapters/MVVMKit/DI/Scopes.swift:4", hint: "Scopes: keep them."))
        #expect(found["Its child's stub is in a comment"] == found["It sees a child's stub"])
        #expect(found["It never ran"] == nil)
    }

    /// A stub replaces a body and nothing else, so the stubs of every exercise can be put in
    /// at once: one compile of that kit checks what a compile per exercise would.
    @Test("The kit with every exercise's stubs type-checks alone, warnings as errors")
    func stubbedKitCompiles() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("stubbed-kit-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Workspace.file("Chapters/MVVMKit"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let kitStubs = exercises.flatMap(\.stubs).filter { $0.file.hasPrefix("Chapters/MVVMKit/") }
        for (file, stubs) in stubsByFile(kitStubs) {
            let url = folder.appendingPathComponent(
                String(file.dropFirst("Chapters/MVVMKit/".count)))
            let source = try String(contentsOf: url, encoding: .utf8)
            try stubbed(source, stubs).text.write(to: url, atomically: true, encoding: .utf8)
        }
        let stop = folder.appendingPathComponent("ExerciseStub.swift")
        try exerciseStubSource.write(to: stop, atomically: true, encoding: .utf8)
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let kit = (found?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
        // The stand-ins in the same module, without the two files that import one another.
        let standIns = Workspace.standInFolders.flatMap {
            Workspace.files(under: "Chapters/\($0)", ending: ".swift").map(Workspace.file)
        }
        let files = (kit + standIns).filter {
            !["WithoutUIKit.swift", "UIKitBeneath.swift"].contains($0.lastPathComponent)
        }
        let result = try await typecheckModule(files)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test(
        "Starting an exercise that exists refuses; starting over moves it aside, deleting nothing")
    func readersWorkIsNeverLost() async throws {
        let folder = try temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await exercise(["start", "1"], in: folder).status == 0)
        let work = folder.appendingPathComponent(
            "Exercises/Chapter1/Chapters/MVVMKit/DI/Mine.swift")
        try "// my work".write(to: work, atomically: true, encoding: .utf8)

        let again = try await exercise(["start", "1"], in: folder)
        #expect(again.status != 0)
        #expect(again.stderr.contains("Exercises/Chapter1 already exists, with your work in it"))
        #expect(FileManager.default.fileExists(atPath: work.path))

        let over = try await exercise(["start", "1", "--over"], in: folder)
        #expect(over.status == 0, "\(over.stderr)")
        let names = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("Exercises").path)
        let aside = try #require(names.first { $0.hasPrefix("Chapter1-") }, "\(names)")
        let kept = folder.appendingPathComponent(
            "Exercises/\(aside)/Chapters/MVVMKit/DI/Mine.swift")
        #expect(try String(contentsOf: kept, encoding: .utf8) == "// my work")
        #expect(!FileManager.default.fileExists(atPath: work.path), "a fresh exercise")
    }

    /// Runs the Exercise tool with `folder` as the workspace it works in.
    private func exercise(_ arguments: [String], in folder: URL) async throws -> ProcessOutput {
        try await run(
            Workspace.productsDirectory.appendingPathComponent("Exercise"), arguments: arguments,
            in: folder)
    }

    /// A throwaway copy of what an exercise is made from, so no test touches `Exercises/`.
    private func temporaryWorkspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("workspace-\(UUID().uuidString)")
        for path in ["Package.swift", "Chapters", "Scripts/ToolSupport", "Tests", "docs"] {
            let copy = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Workspace.file(path), to: copy)
        }
        return folder
    }
}

/// The messages a hint quotes between single quotes; a quote inside a `<placeholder>` is part
/// of it, and one between two letters is an apostrophe (`the view's type`).
private func quotedMessages(inHint hint: String) -> [String] {
    var messages: [String] = []
    var current: String?
    var placeholderDepth = 0
    let characters = Array(hint)
    for (index, character) in characters.enumerated() {
        if character == "<" { placeholderDepth += 1 }
        if character == ">" { placeholderDepth -= 1 }
        let isApostrophe =
            index > 0 && index + 1 < characters.count && characters[index - 1].isLetter
            && characters[index + 1].isLetter
        if character == "'", placeholderDepth == 0, !isApostrophe {
            if let message = current {
                messages.append(message)
                current = nil
            } else {
                current = ""
            }
        } else {
            current?.append(character)
        }
    }
    return messages
}

/// Whether `source` has a string literal (concatenations joined) that reads as `message`, each
/// `<placeholder>` of the message standing for any text.
private func says(_ source: String, _ message: String) -> Bool {
    let joined = source.replacingOccurrences(
        of: #""\s*\+\s*""#, with: "", options: .regularExpression)
    let pieces = message.replacingOccurrences(
        of: "<[^<>]*(<[^<>]*>[^<>]*)*>", with: "\u{1}", options: .regularExpression
    ).components(separatedBy: "\u{1}")
    let pattern = pieces.map(NSRegularExpression.escapedPattern(for:)).joined(separator: ".+?")
    return joined.range(of: pattern, options: .regularExpression) != nil
}
