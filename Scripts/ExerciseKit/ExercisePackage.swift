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
    for path in [
        "Chapters/MVVMKit", "Chapters/\(chapter)", "Scripts/ChapterRunner", "Tests/\(chapter)Tests",
        "Tests/TestSupport",
    ] + (outlets ? ["Scripts/OutletsTool", "Scripts/OutletsPlugin"] : []) {
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
    try manifest(for: exercise, outlets: outlets, app: hasApp).write(
        to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
}

extension Stub {
    /// What the stub is called: its hint's first words, before the colon (`Container.resolve`).
    public var name: String {
        String(hint[..<(hint.range(of: ": ")?.lowerBound ?? hint.endIndex)])
    }
}

/// The folder of the target a file is compiled in: its first two path components
/// (`Chapters/MVVMKit`, `Chapters/Chapter4`, `Scripts/OutletsTool`), or chapter 10's app.
public func moduleFolder(of file: String) -> String {
    file.hasPrefix(appFolder + "/")
        ? appFolder : file.split(separator: "/").prefix(2).joined(separator: "/")
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

private func manifest(for exercise: Exercise, outlets: Bool, app: Bool) -> String {
    let chapter = "Chapter\(exercise.chapter)"
    // Chapter 10's app is a target of its own, on the kit alone; the chapter drives it.
    let plugin = outlets && !app ? ", plugins: [\"OutletsPlugin\"]" : ""
    let appTarget =
        app
        ? """

                .target(
                    name: "OrdersApp", dependencies: ["MVVMKit"], path: "\(appFolder)",
                    swiftSettings: mainActorByDefault, plugins: ["OutletsPlugin"]),
        """ : ""
    let appDependency = app ? ", \"OrdersApp\"" : ""
    let exclude = app ? ", exclude: [\"OrdersApp\"]" : ""
    let tool = outlets ? ", \"OutletsTool\"" : ""
    let outletsTargets =
        outlets
        ? """

                .executableTarget(name: "OutletsTool", path: "Scripts/OutletsTool"),
                .plugin(
                    name: "OutletsPlugin", capability: .buildTool(), dependencies: ["OutletsTool"],
                    path: "Scripts/OutletsPlugin"),
        """ : ""
    return """
        // swift-tools-version: 6.2
        // Chapter \(exercise.chapter)'s exercise, written by `swift run Exercise start \(exercise.chapter)`.
        import PackageDescription

        let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

        let package = Package(
            name: "\(chapter)Exercise",
            platforms: [.iOS(.v17), .macOS(.v14)],
            targets: [
                .target(name: "MVVMKit", path: "Chapters/MVVMKit", swiftSettings: mainActorByDefault),
                .target(
                    name: "ChapterRunner", dependencies: ["MVVMKit"], path: "Scripts/ChapterRunner",
                    swiftSettings: mainActorByDefault),
                .executableTarget(
                    name: "\(chapter)", dependencies: ["ChapterRunner", "MVVMKit"\(appDependency)],
                    path: "Chapters/\(chapter)"\(exclude), swiftSettings: mainActorByDefault\(plugin)),\(appTarget)\(outletsTargets)
                .target(name: "TestSupport", dependencies: ["MVVMKit"], path: "Tests/TestSupport"),
                .testTarget(
                    name: "\(chapter)Tests", dependencies: ["\(chapter)", "MVVMKit", "TestSupport"\(tool)\(appDependency)],
                    path: "Tests/\(chapter)Tests", swiftSettings: mainActorByDefault),
            ],
            swiftLanguageModes: [.v6]
        )

        """
}
