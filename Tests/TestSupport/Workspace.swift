import Foundation
import ToolSupport

/// Where things are: the package's own folders, and the products `swift build` made.
public enum Workspace {
    /// The package root, found from this file's place in the source tree.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    public static func file(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// Every chapter's section titles, as `Tests/Golden/Sections.txt` records its `--list` (a
    /// test compares that file with the real `--list`), by the chapter's folder name.
    public static let sections: [(chapter: String, titles: [String])] = {
        let text = (try? String(contentsOf: file("Tests/Golden/Sections.txt"), encoding: .utf8))
        return listedSections(text ?? "").map { listed in
            let number = listed.chapter.dropFirst("Chapter ".count).prefix { $0.isNumber }
            return ("Chapter\(number)", listed.sections)
        }
    }()

    /// The Swift files of a folder of the package, in name order.
    public static func swiftFiles(in folder: String) throws -> [URL] {
        let url = file(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { url.appendingPathComponent($0) }
    }

    /// The package's files, read as the tools read them.
    public static let tree = WorkspaceFiles(root: root, reader: "the test")

    public static func files(under folder: String, ending suffix: String) -> [String] {
        tree.files(under: folder, ending: suffix)
    }

    /// A chapter executable's files: its sections, `main.swift`, its app's folder and
    /// `Support/`; not a folder that is a target of its own, which the manifest names by path.
    public static func chapterSources(_ chapter: String, ending suffix: String = ".swift") -> [URL]
    {
        let manifest = (try? String(contentsOf: file("Package.swift"), encoding: .utf8)) ?? ""
        return files(under: "Chapters/\(chapter)", ending: suffix).filter { path in
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            return !manifest.contains("path: \"\(folder)\"")
        }.map(file)
    }

    /// The kit's folders (`DI`, `MVVM`, ...), by name.
    public static var kitFolders: [String] {
        folders(in: "Chapters/MVVMKit")
    }

    /// The kit's folders and the halves inside them (`Responders`, `Responders/SwiftUI`,
    /// `Responders/UIKit`, ...): every folder of the kit that holds Swift files of its own.
    public static var kitFileFolders: [String] {
        kitFolders.flatMap { folder in
            [folder] + folders(in: "Chapters/MVVMKit/\(folder)").map { "\(folder)/\($0)" }
        }
    }

    /// The console's stand-ins for UIKit and SwiftUI, each a target of its own in `Chapters/`.
    public static let standInFolders = ["ConsoleUIKit", "ConsoleSwiftUI"]

    /// The chapters' executables (`Chapter1`, ... `Chapter10`), in chapter order.
    public static var chapterFolders: [String] {
        folders(in: "Chapters").compactMap { name in
            Int(name.dropFirst("Chapter".count)).map { (name, $0) }
        }.filter { $0.0.hasPrefix("Chapter") }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// Chapter 10's app, a target of its own inside the chapter's folder.
    public static let appFolder = "Chapters/Chapter10/OrdersApp"

    private static func folders(in path: String) -> [String] {
        let url = file(path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
            return exists && isFolder.boolValue
        }.sorted()
    }

    /// The folder holding the executables and modules of the build that runs the tests.
    public static var productsDirectory: URL {
        #if os(macOS)
        // On macOS the tests run inside an .xctest bundle that sits next to the products.
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
        #else
        return Bundle.main.bundleURL
        #endif
    }
}
