import Foundation
import MVVMKit
import TestSupport
import Testing

/// The console stand-in is checked against UIKit by what compiles against it, and by what a
/// compile of the kit's iOS side against it shows.
@Suite("The stand-in is shaped like UIKit")
struct StandInTests {
    @Test("Code written the way UIKit code is written compiles against the stand-in")
    func uikitShapedCodeCompiles() async throws {
        let snippet = try String(
            contentsOf: Workspace.file("Tests/Snippets/UIKitShaped.swift"), encoding: .utf8)
        let result = try await typecheck(snippet, warningsAsErrors: true)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test("What UIKit deprecates warns against the stand-in too")
    func deprecationsWarn() async throws {
        let result = try await typecheck(
            """
            import MVVMKit
            @MainActor func old(cell: UITableViewCell) {
                _ = UIApplication.shared.windows
                _ = UIWindow()
                _ = cell.textLabel
            }
            """)
        #expect(result.status == 0, "\(result.stderr)")
        for warning in [
            "'windows' is deprecated: Use UIWindowScene.windows on a relevant window scene instead",
            "'init()' is deprecated: Use init(windowScene:) instead.",
            "'textLabel' is deprecated: Use UIListContentConfiguration instead, this property "
                + "will be deprecated in a future release.",
        ] {
            #expect(result.stderr.contains(warning), "\(result.stderr)")
        }
    }

    @Test("A subclass's tableView(_:didSelectRowAt:) is the one the table's delegate calls")
    @MainActor
    func subclassDelegateIsCalled() {
        class Base: UIViewController, UITableViewDelegate {
            var taps: [String] = []
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                taps.append("base")
            }
        }
        final class Special: Base {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                taps.append("special")
            }
        }
        let table = UITableView()
        let screen = Special()
        table.delegate = screen
        table.userTaps(rowAt: IndexPath(row: 0, section: 0))
        #expect(screen.taps == ["special"])
    }

    @Test("Views and controllers compare and hash by identity, as NSObjects do")
    @MainActor
    func identityAsNSObjects() {
        let first = UIViewController()
        let second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.viewControllers.firstIndex(of: second) == 1)
        #expect(first != second)
        #expect(Set([first, second, first]).count == 2)
    }

    @Test("A window made without a scene cannot be shown, and says how to make one")
    func windowWithoutAScene() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run { UIWindow(frame: .zero).makeKeyAndVisible() }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("This UIWindow has no windowScene, so it can never be shown"),
            "\(message)")
        #expect(message.contains("Create it with"), "\(message)")
    }

    /// The iOS side of every `#if canImport(UIKit)`, compiled: against the stand-ins built as
    /// modules named `UIKit` and `SwiftUI` (`IPhoneModules`), the kit as `MVVMKit` and the
    /// chapters' runner, and every chapter against them all.
    @Test(
        "The kit's iOS side and the chapters compile against the stand-ins built as UIKit and SwiftUI"
    )
    func iosSideCompiles() async throws {
        let iPhone = try await IPhoneModules.folder.value
        let modules = FileManager.default.temporaryDirectory
            .appendingPathComponent("as-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: modules) }
        let common = IPhoneModules.arguments(iPhone) + ["-I", modules.path]
        func emitModule(_ name: String, _ files: [URL], _ settings: [String] = []) async throws
            -> ProcessOutput
        {
            let path = modules.appendingPathComponent("\(name).swiftmodule").path
            return try await swiftc(
                common + settings + ["-parse-as-library", "-emit-module", "-module-name", name]
                    + ["-emit-module-path", path] + files.map(\.path))
        }

        // The one line plain Swift cannot compile: `VC()` on a generic controller type.
        let fromType = Workspace.file(IPhoneModules.fileNeedingUIKit)
        let oneLine = try await swiftc(common + ["-typecheck", "-parse-as-library", fromType.path])
        let errors = oneLine.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(oneLine.stderr)")
        #expect(
            errors.first?.contains(
                "constructing an object of class type 'VC' with a metatype value must use a "
                    + "'required' initializer") == true, "\(oneLine.stderr)")

        // The rest of the kit, with that function declared but not compiled from its file.
        let kitFiles = try IPhoneModules.kitFiles(
            Workspace.kitFileFolders.filter { !$0.hasPrefix("Console") }, in: iPhone)
        let kit = try await emitModule("MVVMKit", kitFiles)
        try #require(kit.status == 0, "\(kit.stderr)")
        let tools = try await emitModule(
            "ToolSupport", Workspace.swiftFiles(in: "Scripts/ToolSupport"))
        try #require(tools.status == 0, "\(tools.stderr)")
        let runner = try await emitModule(
            "ChapterRunner", Workspace.swiftFiles(in: "Scripts/ChapterRunner"),
            ["-default-isolation", "MainActor"])
        try #require(runner.status == 0, "\(runner.stderr)")
        // Chapter 10's app, as its own module on the kit alone, the way a reader's app is built.
        let app = try await emitModule(
            "OrdersApp",
            Workspace.swiftFiles(in: Workspace.appFolder)
                + (await generatedOutlets(in: Workspace.appFolder, into: modules)),
            ["-default-isolation", "MainActor"])
        try #require(app.status == 0, "\(app.stderr)")

        // The chapters do not depend on each other: they are checked side by side.
        let chapters = Workspace.chapterFolders
        var sources: [[URL]] = []
        for chapter in chapters {
            sources.append(
                try Workspace.chapterSources(chapter)
                    + (await generatedOutlets(in: "Chapters/\(chapter)/Support", into: modules)))
        }
        let arguments = common + ["-typecheck", "-default-isolation", "MainActor"]
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
