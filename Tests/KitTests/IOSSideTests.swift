import Foundation
import MVVMKit
import TestSupport
import Testing

/// What a compile of the kit's iOS side against the stand-ins shows: the `#if canImport(UIKit)`
/// code that Linux never builds.
@Suite("The kit's iOS side compiles")
struct IOSSideTests {
    /// The iOS side of every `#if canImport(UIKit)`, compiled: against the stand-ins built as
    /// modules named `UIKit` and `SwiftUI` (`IPhoneModules`), the kit as `MVVMKit` and the
    /// chapters' runner, and every chapter against them all.
    @Test(
        "The kit's iOS side and the chapters compile against the stand-ins built as UIKit and SwiftUI"
    )
    func iosSideCompiles() async throws {
        let modules = FileManager.default.temporaryDirectory
            .appendingPathComponent("as-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: modules) }
        @Sendable func emitModule(_ name: String, _ files: [URL], _ settings: [String])
            async throws -> ProcessOutput
        {
            let path = modules.appendingPathComponent("\(name).swiftmodule").path
            return try await swiftc(
                settings + ["-I", modules.path, "-parse-as-library", "-emit-module"]
                    + ["-module-name", name, "-emit-module-path", path] + files.map(\.path))
        }

        // What needs nothing of an iPhone's is made while the stand-ins are built: ToolSupport,
        // and the outlets chapter 10's app is built with.
        async let tools = emitModule(
            "ToolSupport", Workspace.swiftFiles(in: "Scripts/ToolSupport"),
            ["-swift-version", "6", "-warnings-as-errors", "-package-name", "MVVMKit"])
        async let outlets = generatedOutlets(in: Workspace.appFolder, into: modules)
        let iPhone = try await IPhoneModules.folder.value
        let common = IPhoneModules.arguments(iPhone)

        // The one line plain Swift cannot compile: `VC()` on a generic controller type.
        let fromType = Workspace.file(IPhoneModules.fileNeedingUIKit)
        async let oneLine = swiftc(common + ["-typecheck", "-parse-as-library", fromType.path])

        // The rest of the kit, with that function declared but not compiled from its file. Its
        // declarations are what the chapters need: its bodies are type-checked against the same
        // modules by the copy-alone sets, which hold every folder.
        let kitFiles = try IPhoneModules.kitFiles([""] + Workspace.kitFileFolders, in: iPhone)
        let kit = try await emitModule(
            "MVVMKit", kitFiles, common + ["-experimental-skip-non-inlinable-function-bodies"])
        try #require(kit.status == 0, "\(kit.stderr)")
        let errors = try await oneLine.stderr.split(separator: "\n").filter {
            $0.contains(": error: ")
        }
        #expect(errors.count == 1, "\(errors)")
        #expect(
            errors.first?.contains(
                "constructing an object of class type 'VC' with a metatype value must use a "
                    + "'required' initializer") == true, "\(errors)")
        let toolSupport = try await tools
        try #require(toolSupport.status == 0, "\(toolSupport.stderr)")

        // The chapters' runner, and chapter 10's app as its own module on the kit alone, the
        // way a reader's app is built.
        async let runner = emitModule(
            "ChapterRunner", Workspace.swiftFiles(in: "Chapters/ChapterRunner"),
            common + ["-default-isolation", "MainActor"])
        let app = try await emitModule(
            "OrdersApp", Workspace.swiftFiles(in: Workspace.appFolder) + (await outlets),
            common + ["-default-isolation", "MainActor"])
        try #require(app.status == 0, "\(app.stderr)")
        let chapterRunner = try await runner
        try #require(chapterRunner.status == 0, "\(chapterRunner.stderr)")

        // The chapters do not depend on each other: they are checked side by side.
        let chapters = Workspace.chapterFolders
        var sources: [[URL]] = []
        for chapter in chapters {
            var files = Workspace.chapterSources(chapter)
            for layout in Workspace.chapterSources(chapter, ending: ".layout") {
                files += try await generatedOutlets(
                    in: String(
                        layout.deletingLastPathComponent().path.dropFirst(
                            Workspace.root.path.count + 1)), into: modules)
            }
            sources.append(files)
        }
        let arguments =
            common + ["-I", modules.path, "-typecheck", "-default-isolation", "MainActor"]
        let results = await withTaskGroup(of: (Int, ProcessOutput?).self) { group in
            for (index, files) in sources.enumerated() {
                group.addTask { (index, try? await swiftc(arguments + files.map(\.path))) }
            }
            var results = [ProcessOutput?](repeating: nil, count: sources.count)
            for await (index, result) in group {
                results[index] = result
            }
            return results
        }
        for (chapter, result) in zip(chapters, results) {
            #expect(result?.status == 0, "\(chapter): \(result?.stderr ?? "did not run")")
            #expect(result?.stderr.isEmpty == true, "\(chapter): \(result?.stderr ?? "")")
        }
    }
}

/// What the outlets plugin generates for the layout files of a folder of the package, written
/// into `folder` by the same tool the build runs, for the modules compiled here outside the build.
private func generatedOutlets(in sourceFolder: String, into folder: URL) async throws -> [URL] {
    let sources = Workspace.file(sourceFolder)
    let names = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
    var outputs: [URL] = []
    for name in names where name.hasSuffix(".layout") {
        let output = folder.appendingPathComponent(
            "\(sourceFolder.split(separator: "/").last ?? "")-\(name).swift")
        let result = try await run(
            Workspace.productsDirectory.appendingPathComponent("OutletsTool"),
            arguments: [sources.appendingPathComponent(name).path, output.path])
        #expect(result.status == 0, "\(name): \(result.stderr)")
        outputs.append(output)
    }
    return outputs
}
