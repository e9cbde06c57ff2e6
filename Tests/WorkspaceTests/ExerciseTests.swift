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
        for (file, stubs) in stubsByFile(exercise) {
            let url = Workspace.file(file)
            let source = try String(contentsOf: url, encoding: .utf8)
            let (text, bodies) = try stubbed(source, stubs)
            #expect(bodies.count == stubs.count)
            for stub in stubs {
                #expect(text.contains("fatalError(\"Exercise: \(stub.hint)\")"), "\(file)")
            }
            #expect(try solved(text, stubs, bodies: bodies) == source, "\(file)")
        }
    }

    @Test("Each chapter page names every body its exercise asks for", arguments: chapters)
    func pagesNameTheStubs(chapter: Int) throws {
        let exercise = try #require(exercises.first { $0.chapter == chapter })
        let docs = try FileManager.default.contentsOfDirectory(atPath: Workspace.file("docs").path)
        let page = try #require(docs.first { $0.hasPrefix("chapter-\(chapter)-") })
        let text = try String(contentsOf: Workspace.file("docs/\(page)"), encoding: .utf8)
        let section = try #require(text.range(of: "## Your turn: the exercise"))
        for stub in exercise.stubs {
            let name = String(
                stub.hint[..<(stub.hint.range(of: ": ")?.lowerBound ?? stub.hint.endIndex)])
            #expect(
                text[section.upperBound...].contains("`\(name)`"), "\(page) does not name \(name)")
        }
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

    @Test("A command line the exercise tool cannot run gets one line and status 2")
    func badCommandLines() throws {
        for arguments in [["bogus"], ["start"], ["check", "99"]] {
            let output = try runProduct("Exercise", arguments: arguments)
            #expect(output.status == 2, "\(arguments): \(output.status)")
            #expect(output.stdout.isEmpty, "\(arguments)")
            #expect(
                output.stderr.split(separator: "\n").count == 1, "\(arguments): \(output.stderr)")
        }
    }

    /// A stub replaces a body and nothing else, so the stubs of every exercise can be put in
    /// at once: one compile of that kit checks what a compile per exercise would.
    @Test("The kit with every exercise's stubs type-checks alone, warnings as errors")
    func stubbedKitCompiles() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("stubbed-kit-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Workspace.file("Chapters/MVVMKit"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let kitStubs = exercises.flatMap(\.stubs).filter { $0.file.hasPrefix("Chapters/MVVMKit/") }
        for file in Set(kitStubs.map(\.file)) {
            let url = folder.appendingPathComponent(
                String(file.dropFirst("Chapters/MVVMKit/".count)))
            let source = try String(contentsOf: url, encoding: .utf8)
            let stubs = kitStubs.filter { $0.file == file }
            try stubbed(source, stubs).text.write(to: url, atomically: true, encoding: .utf8)
        }
        let files = try Workspace.kitFolders.flatMap { name in
            try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent(name).path
            ).filter { $0.hasSuffix(".swift") }.sorted().map {
                folder.appendingPathComponent(name).appendingPathComponent($0)
            }
        }
        let result = try typecheckModule(files)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test(
        "Starting an exercise that exists refuses; starting over moves it aside, deleting nothing")
    func readersWorkIsNeverLost() throws {
        let folder = try temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try exercise(["start", "1"], in: folder).status == 0)
        let work = folder.appendingPathComponent(
            "Exercises/Chapter1/Chapters/MVVMKit/DI/Mine.swift")
        try "// my work".write(to: work, atomically: true, encoding: .utf8)

        let again = try exercise(["start", "1"], in: folder)
        #expect(again.status != 0)
        #expect(again.stderr.contains("Exercises/Chapter1 already exists, with your work in it"))
        #expect(FileManager.default.fileExists(atPath: work.path))

        let over = try exercise(["start", "1", "--over"], in: folder)
        #expect(over.status == 0, "\(over.stderr)")
        let names = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("Exercises").path)
        let aside = try #require(names.first { $0.hasPrefix("Chapter1-") }, "\(names)")
        let kept = folder.appendingPathComponent(
            "Exercises/\(aside)/Chapters/MVVMKit/DI/Mine.swift")
        #expect(try String(contentsOf: kept, encoding: .utf8) == "// my work")
        #expect(!FileManager.default.fileExists(atPath: work.path), "a fresh exercise")
    }

    @Test(
        "Bad input gets one line saying what to type, and a non-zero exit",
        arguments: [
            (["start"], "start needs a chapter number"),
            (["start", "99"], "There is no exercise for chapter 99"),
            (["check", "2"], "There is no Exercises/Chapter2 yet"),
            (["begin", "1"], "Unknown command begin"),
        ])
    func badInput(arguments: [String], message: String) throws {
        let folder = try temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try exercise(arguments, in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    /// Runs the Exercise tool with `folder` as the workspace it works in.
    private func exercise(_ arguments: [String], in folder: URL) throws -> ProcessOutput {
        try run(
            Workspace.productsDirectory.appendingPathComponent("Exercise"), arguments: arguments,
            in: folder)
    }

    /// A throwaway copy of what an exercise is made from, so no test touches `Exercises/`.
    private func temporaryWorkspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("workspace-\(UUID().uuidString)")
        for path in ["Chapters", "Scripts/ChapterRunner", "Tests"] {
            let copy = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Workspace.file(path), to: copy)
        }
        return folder
    }
}
