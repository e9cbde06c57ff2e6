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
        table.delegate?.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))
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
        #expect(message.contains("UIWindow(windowScene:)"), "\(message)")
    }

    /// The iOS side of every `#if canImport(UIKit)`, compiled: the stand-ins are built as
    /// modules named `UIKit` and `SwiftUI`, the kit as `MVVMKit` and the chapters' runner
    /// against them, and every chapter against them all.
    @Test(
        "The kit's iOS side and the chapters compile against the stand-ins built as UIKit and SwiftUI"
    )
    func iosSideCompiles() async throws {
        let modules = FileManager.default.temporaryDirectory
            .appendingPathComponent("as-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: modules) }
        // The stand-ins share `package` declarations, as the modules of one package do.
        let common = [
            "-swift-version", "6", "-warnings-as-errors", "-I", modules.path,
            "-package-name", "MVVMKit",
        ]
        func emitModule(_ name: String, _ files: [URL], _ settings: [String] = []) async throws
            -> ProcessOutput
        {
            let path = modules.appendingPathComponent("\(name).swiftmodule").path
            return try await swiftc(
                common + settings + ["-parse-as-library", "-emit-module", "-module-name", name]
                    + ["-emit-module-path", path] + files.map(\.path))
        }

        // On iOS the runtime's associated objects come from ObjectiveC: a module of that name
        // with their declarations, so that the kit and the UIKit stand-in see what an iPhone has.
        let runtime = modules.appendingPathComponent("ObjectiveC.swift")
        try """
        public enum objc_AssociationPolicy: UInt, Sendable {
            case OBJC_ASSOCIATION_ASSIGN = 0, OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
            case OBJC_ASSOCIATION_COPY_NONATOMIC = 3, OBJC_ASSOCIATION_RETAIN = 769
            case OBJC_ASSOCIATION_COPY = 771
        }
        public func objc_setAssociatedObject(
            _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
        ) {}
        public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }
        """.write(to: runtime, atomically: true, encoding: .utf8)
        let objectiveC = try await emitModule("ObjectiveC", [runtime])
        try #require(objectiveC.status == 0, "\(objectiveC.stderr)")

        // Inside a module named UIKit, canImport(UIKit) is true, so the stand-in's guard has to
        // go: each file is built without its `#if !canImport(UIKit)` and `#endif`.
        let standIn = try Workspace.swiftFiles(in: "Chapters/MVVMKit/ConsoleUIKit").map { file in
            let source = try String(contentsOf: file, encoding: .utf8)
            let unguarded = source.replacingOccurrences(of: "#if !canImport(UIKit)\n", with: "")
            let copy = modules.appendingPathComponent(file.lastPathComponent)
            try String(unguarded[..<unguarded.range(of: "#endif", options: .backwards)!.lowerBound])
                .write(to: copy, atomically: true, encoding: .utf8)
            return copy
        }
        let uikit = try await emitModule("UIKit", standIn)
        try #require(uikit.status == 0, "\(uikit.stderr)")
        // The SwiftUI stand-in likewise, as a module named SwiftUI on top of that UIKit.
        let swiftUIStandIn = try Workspace.swiftFiles(in: "Chapters/MVVMKit/ConsoleSwiftUI").map {
            file in
            let source = try String(contentsOf: file, encoding: .utf8)
            let unguarded = source.replacingOccurrences(
                of: "#if !canImport(UIKit)\n", with: "import UIKit\n")
            let copy = modules.appendingPathComponent("SwiftUI-" + file.lastPathComponent)
            try String(unguarded[..<unguarded.range(of: "#endif", options: .backwards)!.lowerBound])
                .write(to: copy, atomically: true, encoding: .utf8)
            return copy
        }
        let swiftUI = try await emitModule("SwiftUI", swiftUIStandIn)
        try #require(swiftUI.status == 0, "\(swiftUI.stderr)")

        // The one line plain Swift cannot compile: `VC()` on a generic controller type.
        let fromType = Workspace.file("Chapters/MVVMKit/Routing/ViewControllerFromType.swift")
        let oneLine = try await swiftc(common + ["-typecheck", "-parse-as-library", fromType.path])
        let errors = oneLine.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(oneLine.stderr)")
        #expect(
            errors.first?.contains(
                "constructing an object of class type 'VC' with a metatype value must use a "
                    + "'required' initializer") == true, "\(oneLine.stderr)")

        // The rest of the kit, with that function declared but not compiled from its file.
        let stand = modules.appendingPathComponent("MakeViewController.swift")
        try """
        import UIKit
        @MainActor func makeViewController<VC: UIViewController>(_ type: VC.Type) -> VC {
            fatalError("compiled on its own above")
        }
        """.write(to: stand, atomically: true, encoding: .utf8)
        let kitFiles = try Workspace.kitFolders.filter { !$0.hasPrefix("Console") }.flatMap {
            try Workspace.swiftFiles(in: "Chapters/MVVMKit/\($0)")
        }.filter { $0.lastPathComponent != fromType.lastPathComponent }
        let kit = try await emitModule("MVVMKit", kitFiles + [stand])
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
