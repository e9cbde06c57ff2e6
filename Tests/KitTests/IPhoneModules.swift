import Foundation
import TestSupport

/// The modules an iPhone gives the kit, made from the stand-ins: `ObjectiveC` with the
/// runtime's associated objects, `UIKit` and `SwiftUI`. Built once per test run for every test
/// that compiles code as it compiles on iOS, into the build folder, so nothing is left behind
/// in the temporary one.
enum IPhoneModules {
    /// The folder holding them, to pass to the compiler with `-I`.
    static let folder = Task { try await build() }

    /// The compiler's arguments every module built with them shares: the stand-ins share
    /// `package` declarations, as the modules of one package do.
    static func arguments(_ folder: URL) -> [String] {
        [
            "-swift-version", "6", "-warnings-as-errors", "-I", folder.path, "-package-name",
            "MVVMKit",
        ]
    }

    /// The one file of the kit plain Swift cannot compile against the stand-in: it calls `VC()`
    /// on a generic controller type, which UIKit's own `init()` allows.
    static let fileNeedingUIKit = "Chapters/MVVMKit/Routing/ViewControllerFromType.swift"

    /// The Swift files of these kit folders as compiled against the stand-ins: the one file
    /// that needs UIKit itself is replaced by a declaration of its function.
    static func kitFiles(_ folders: [String], in folder: URL) throws -> [URL] {
        try folders.flatMap { try Workspace.swiftFiles(in: "Chapters/MVVMKit/\($0)") }.map {
            $0 == Workspace.file(fileNeedingUIKit)
                ? folder.appendingPathComponent("MakeViewController.swift") : $0
        }
    }

    private static func build() async throws -> URL {
        let folder = Workspace.productsDirectory.appendingPathComponent("IPhoneModules")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Only the declarations are needed here: the stand-ins' bodies are type-checked as
        // they are copied, by the copy-alone test, so emitting skips them (a third of the time).
        func emit(_ name: String, _ files: [URL]) async throws {
            let path = folder.appendingPathComponent("\(name).swiftmodule").path
            let result = try await swiftc(
                arguments(folder) + ["-parse-as-library", "-emit-module", "-module-name", name]
                    + ["-experimental-skip-non-inlinable-function-bodies"]
                    + ["-emit-module-path", path] + files.map(\.path))
            guard result.status == 0 else {
                throw ModuleError(
                    description: "The stand-in for \(name) does not build:\n\(result.stderr)")
            }
        }

        // The runtime's associated objects come from ObjectiveC on iOS: a module of that name
        // with their declarations, so that the kit and the UIKit stand-in see what an iPhone has.
        let runtime = folder.appendingPathComponent("ObjectiveC.swift")
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
        try await emit("ObjectiveC", [runtime])

        // Inside a module named UIKit, canImport(UIKit) is true, so the stand-in's guard has to
        // go: each file is built without its `#if !canImport(UIKit)` and `#endif`; the SwiftUI
        // stand-in likewise, on top of that UIKit.
        func unguarded(_ kitFolder: String, _ opening: String, prefix: String) throws -> [URL] {
            try Workspace.files(under: "Chapters/\(kitFolder)", ending: ".swift").map(
                Workspace.file
            ).map { file in
                let source = try String(contentsOf: file, encoding: .utf8)
                    .replacingOccurrences(of: "#if !canImport(UIKit)\n", with: opening)
                    .replacingOccurrences(of: "@_exported import ConsoleUIKit\n", with: "")
                let copy = folder.appendingPathComponent(prefix + file.lastPathComponent)
                try String(source[..<source.range(of: "#endif", options: .backwards)!.lowerBound])
                    .write(to: copy, atomically: true, encoding: .utf8)
                return copy
            }
        }
        try await emit("UIKit", unguarded("ConsoleUIKit", "", prefix: "UIKit-"))
        try await emit("SwiftUI", unguarded("ConsoleSwiftUI", "import UIKit\n", prefix: "SwiftUI-"))
        try """
        import UIKit
        @MainActor func makeViewController<VC: UIViewController>(_ type: VC.Type) -> VC {
            fatalError("Routing/ViewControllerFromType.swift needs UIKit's own init()")
        }
        """.write(
            to: folder.appendingPathComponent("MakeViewController.swift"), atomically: true,
            encoding: .utf8)
        return folder
    }
}

/// A stand-in that does not build as the module it stands in for.
struct ModuleError: Error, CustomStringConvertible {
    let description: String
}
