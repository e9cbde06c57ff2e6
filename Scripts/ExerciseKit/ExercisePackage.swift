import Foundation

/// Writes an exercise package: the kit (stubbed, or solved), the chapter, its tests and
/// golden transcript, and a manifest, so that `swift run ChapterN` and `swift test` work there.
/// Only `stubs` (all of the exercise's, by default) are stubbed: the other bodies are left as
/// they are, for a reader who starts further on.
public func writeExercise(
    _ exercise: Exercise, solved: Bool, from workspace: URL, to folder: URL,
    stubs chosen: [Stub]? = nil
) throws {
    let stubs = solved ? [] : chosen ?? exercise.stubs
    let files = FileManager.default
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    let chapter = "Chapter\(exercise.chapter)"
    let outlets = usesOutlets(workspace.appendingPathComponent("Chapters/\(chapter)"))
    let hasApp = exercise.chapter == 10
    // Chapter 9's tool and plugin are folders of chapter 9: copied with it, or alone.
    let parts =
        outlets && exercise.chapter != 9
        ? ["Chapters/Chapter9/OutletsTool", "Chapters/Chapter9/OutletsPlugin"] : []
    for path in [
        "Chapters/MVVMKit", "Chapters/ConsoleUIKit", "Chapters/ConsoleSwiftUI",
        "Chapters/\(chapter)", "Scripts/ToolSupport", "Chapters/ChapterRunner",
        "Tests/\(chapter)Tests", "Tests/TestSupport",
    ] + parts {
        try copyFolder(
            workspace.appendingPathComponent(path), to: folder.appendingPathComponent(path))
    }
    // The chapter's page, beside the work, as some claims read it.
    let docs = workspace.appendingPathComponent("docs")
    for page in try files.contentsOfDirectory(atPath: docs.path)
    where page.hasPrefix("chapter-\(exercise.chapter)-") {
        try files.createDirectory(
            at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try files.copyItem(
            at: docs.appendingPathComponent(page),
            to: folder.appendingPathComponent("docs/\(page)"))
    }
    let golden = "Tests/Golden/\(chapter).txt"
    try files.createDirectory(
        at: folder.appendingPathComponent("Tests/Golden"), withIntermediateDirectories: true)
    try files.copyItem(
        at: workspace.appendingPathComponent(golden), to: folder.appendingPathComponent(golden))
    // What a misuse the page shows prints, where a claim compares it.
    let misuse = "Tests/Golden/Misuse"
    let stops =
        (try? files.contentsOfDirectory(
            atPath: workspace.appendingPathComponent(misuse).path)) ?? []
    for stop in stops.sorted() where stop.hasPrefix("\(chapter)-") {
        try files.createDirectory(
            at: folder.appendingPathComponent(misuse), withIntermediateDirectories: true)
        try files.copyItem(
            at: workspace.appendingPathComponent("\(misuse)/\(stop)"),
            to: folder.appendingPathComponent("\(misuse)/\(stop)"))
    }
    if !stubs.isEmpty {
        for (file, stubs) in stubsByFile(stubs) {
            let url = folder.appendingPathComponent(file)
            let source = try String(contentsOf: url, encoding: .utf8)
            try stubbed(source, stubs).text.write(to: url, atomically: true, encoding: .utf8)
        }
        for module in Set(stubs.map { moduleFolder(of: $0.file) }) {
            try exerciseStubSource.write(
                to: folder.appendingPathComponent(module).appendingPathComponent(
                    "ExerciseStub.swift"), atomically: true, encoding: .utf8)
        }
    }
    try manifest(for: exercise, outlets: outlets, app: hasApp, from: workspace).write(
        to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
}

extension Stub {
    /// What the stub is called: its hint's first words, before the colon (`Container.resolve`).
    public var name: String {
        String(hint[..<(hint.range(of: ": ")?.lowerBound ?? hint.endIndex)])
    }
}

/// The folder of the target a file is compiled in: `Chapters/MVVMKit`, a chapter's folder
/// (`Chapters/Chapter6`, its app's folders and `Support/` included), or a target inside one
/// (chapter 9's `OutletsTool`, chapter 10's `OrdersApp`).
public func moduleFolder(of file: String) -> String {
    let targetsInChapters = [
        "Chapters/Chapter9/OutletsTool", "Chapters/Chapter9/OutletsPlugin", appFolder,
    ]
    if let target = targetsInChapters.first(where: { file.hasPrefix($0 + "/") }) {
        return target
    }
    return file.split(separator: "/").prefix(2).joined(separator: "/")
}

/// What a stub calls, written into each module that has stubs: it prints one line, the file
/// and line of the body to write and its hint, the way the compiler points at a line, and ends
/// the program with status 86 rather than a crash, so no crash report follows it.
public let exerciseStubSource = """
    import Foundation

    /// Stops at a body the exercise asks you to write, saying where it is and what it does.
    nonisolated func exerciseStub(_ hint: String, file: String = #filePath, line: Int = #line)
        -> Never
    {
        let root = FileManager.default.currentDirectoryPath + "/"
        let path = file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
        fflush(nil)  // what the program printed so far comes first
        FileHandle.standardError.write(Data("\\(path):\\(line): stub: \\(hint)\\n".utf8))
        exit(86)
    }

    """

/// Stubs grouped by file, in the order of the list.
public func stubsByFile(_ stubs: [Stub]) -> [(file: String, stubs: [Stub])] {
    var groups: [(file: String, stubs: [Stub])] = []
    for stub in stubs {
        if let index = groups.firstIndex(where: { $0.file == stub.file }) {
            groups[index].stubs.append(stub)
        } else {
            groups.append((stub.file, [stub]))
        }
    }
    return groups
}

private func copyFolder(_ source: URL, to destination: URL) throws {
    try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: destination)
}

/// Whether a chapter has layout files, in its folder or its app's, which the outlets plugin
/// turns into Swift as it builds.
private func usesOutlets(_ chapterFolder: URL) -> Bool {
    let names = FileManager.default.enumerator(atPath: chapterFolder.path)?.allObjects ?? []
    return names.contains { ($0 as? String)?.hasSuffix(".layout") == true }
}

/// The exercise's manifest: the workspace's own, with the package renamed, its products left
/// out and its targets narrowed to the ones the exercise copies, so the two cannot disagree.
private func manifest(
    for exercise: Exercise, outlets: Bool, app: Bool, from workspace: URL
) throws -> String {
    let chapter = "Chapter\(exercise.chapter)"
    let kept =
        ["ConsoleUIKit", "ConsoleSwiftUI", "MVVMKit", "ToolSupport", "ChapterRunner"]
        + ["TestSupport", chapter, "\(chapter)Tests"]
        + (outlets ? ["OutletsTool", "OutletsPlugin"] : []) + (app ? ["OrdersApp"] : [])
    let names = kept.map { "\"\($0)\"" }.joined(separator: ", ")
    var text = try String(
        contentsOf: workspace.appendingPathComponent("Package.swift"), encoding: .utf8)
    func change(_ part: Regex<Substring>, _ what: String, to new: (Substring) -> String) throws {
        guard let found = text.firstMatch(of: part) else {
            throw StubError(
                description: "Package.swift no longer has \(what) where an exercise's manifest "
                    + "expects it; update ExercisePackage.swift.")
        }
        text.replaceSubrange(found.range, with: new(found.output))
    }
    try change(/import PackageDescription\n/, "its import") { _ in
        "// Chapter \(exercise.chapter)'s exercise, written by `swift run Exercise start "
            + "\(exercise.chapter)` from the workspace's manifest.\nimport PackageDescription\n"
    }
    try change(/\n    name: "MVVMKit",\n/, "the package's name") { _ in
        "\n    name: \"\(chapter)Exercise\",\n"
    }
    try change(/\n    products: \[\n(?:        .*\n)*    \],\n/, "its products") { _ in "\n" }
    try change(/\n    targets: .+,\n/, "its targets, on one line") { line in
        let list = line.dropFirst("\n    targets: ".count).dropLast(2)
        return "\n    targets: (\(list)).filter { [\(names)].contains($0.name) },\n"
    }
    return text
}
