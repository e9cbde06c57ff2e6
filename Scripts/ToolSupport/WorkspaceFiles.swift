import Foundation

/// The workspace's files as every tool and check reads them: paths from the package's root.
public struct WorkspaceFiles: Sendable {
    public let root: URL
    /// The name a tool's stops begin with.
    let reader: String

    /// The workspace a tool runs in: `swift run` runs a tool from the package's root, and a
    /// tool started anywhere else stops, saying where to run it.
    public init(tool: String) {
        root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        reader = tool
        guard FileManager.default.fileExists(atPath: url("Chapters/MVVMKit").path) else {
            stopWithUsage("\(tool): run it from the workspace's root, where Package.swift is.")
        }
    }

    /// The workspace whose root is `root`: the tests find theirs from their own source file.
    public init(root: URL, reader: String) {
        self.root = root
        self.reader = reader
    }

    public func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// A file's text; a file that cannot be read stops the tool, naming it.
    public func read(_ path: String) -> String {
        do {
            return try String(contentsOf: url(path), encoding: .utf8)
        } catch {
            stop("\(reader): cannot read \(path) (\(error)).")
        }
    }

    public func write(_ text: String, to path: String) {
        do {
            try text.write(to: url(path), atomically: true, encoding: .utf8)
        } catch {
            stop("\(reader): cannot write \(path) (\(error)).")
        }
    }

    /// The files below `folder`, in every folder inside it too, whose names end in one of
    /// `endings`: their paths from the root, in order.
    public func files(under folder: String, ending endings: String...) -> [String] {
        let top = url(folder)
        let found = FileManager.default.enumerator(at: top, includingPropertiesForKeys: nil)
        return (found?.compactMap { ($0 as? URL)?.path } ?? [])
            .filter { path in endings.contains { path.hasSuffix($0) } }
            .map { folder + $0.dropFirst(top.path.count) }.sorted()
    }

    /// The chapters' pages, `docs/chapter-N-….md`, in chapter order.
    public var chapterPages: [(chapter: Int, path: String)] {
        files(under: "docs", ending: ".md").compactMap { path in
            let name = path.dropFirst("docs/chapter-".count)
            guard path.hasPrefix("docs/chapter-"), let number = Int(name.prefix(while: \.isNumber))
            else { return nil }
            return (number, path)
        }.sorted { $0.chapter < $1.chapter }
    }

    /// Chapter `chapter`'s page, or nothing when it has none.
    public func chapterPage(_ chapter: Int) -> String {
        chapterPages.first { $0.chapter == chapter }.map { read($0.path) } ?? ""
    }
}
