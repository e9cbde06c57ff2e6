// swift-tools-version: 6.2
import PackageDescription

// Everything runs on the main actor by default, as in a new app target: the kit's views,
// view models, events and container are UI code. Warnings are not errors here on purpose
// (a newer toolchain's new warning must not stop a reader); CI builds with
// `-Xswiftc -warnings-as-errors` instead.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

// The kit a reader copies: one library, a folder per idea, and nothing else in its folder. Where
// there is no UIKit, the console's UIKit and SwiftUI stand in for them, each a target of its
// own, as each is a framework of its own on iOS; SwiftUI's is drawn by UIKit's, as SwiftUI's
// hosting is by UIKit. On iOS both are empty, and the kit imports the real frameworks.
let kit: [Target] = [
    .target(name: "ConsoleUIKit", path: "Chapters/ConsoleUIKit", swiftSettings: mainActorByDefault),
    .target(
        name: "ConsoleSwiftUI", dependencies: ["ConsoleUIKit"], path: "Chapters/ConsoleSwiftUI",
        swiftSettings: mainActorByDefault),
    .target(
        name: "MVVMKit", dependencies: ["ConsoleUIKit", "ConsoleSwiftUI"], path: "Chapters/MVVMKit",
        swiftSettings: mainActorByDefault),
]

/// Chapter `number`: its executable in `Chapters/ChapterN` and the tests of its claims in
/// `Tests/ChapterNTests`. `parts` are folders of the chapter that are targets of their own.
func chapter(
    _ number: Int, uses: [Target.Dependency] = [], parts: [String] = [],
    plugins: [Target.PluginUsage] = [], testsUse: [Target.Dependency] = []
) -> [Target] {
    let name = "Chapter\(number)"
    return [
        .executableTarget(
            name: name, dependencies: ["ChapterRunner", "MVVMKit"] + uses,
            path: "Chapters/\(name)", exclude: parts, swiftSettings: mainActorByDefault,
            plugins: plugins),
        .testTarget(
            name: "\(name)Tests",
            dependencies: [.byName(name: name), "MVVMKit", "TestSupport"] + testsUse,
            path: "Tests/\(name)Tests", swiftSettings: mainActorByDefault),
    ]
}

// What every chapter's command line shares (sections, --pause, --play): the console the
// chapters run in, beside them, as the stand-ins are; an app copies none of it.
let runner: [Target] = [
    .target(
        name: "ChapterRunner", dependencies: ["MVVMKit", "ToolSupport"],
        path: "Chapters/ChapterRunner", swiftSettings: mainActorByDefault)
]

// The chapters, one entry each.
let chapters: [Target] = [
    chapter(1), chapter(2), chapter(3), chapter(4), chapter(5), chapter(6), chapter(7),
    chapter(8),
    chapter(
        9, parts: ["OutletsPlugin", "OutletsTool"], plugins: ["OutletsPlugin"],
        testsUse: ["OutletsTool"]),
    chapter(10, uses: ["OrdersApp"], parts: ["OrdersApp"], testsUse: ["OrdersApp"]),
].flatMap { $0 }

// What two chapters build besides their executables: chapter 9's outlets generator, which its
// plugin runs at build time, and chapter 10's app, a target as a reader's app is (the library
// and the plugin, nothing else), driven by the chapter's executable.
let chapterParts: [Target] = [
    .executableTarget(name: "OutletsTool", path: "Chapters/Chapter9/OutletsTool"),
    .plugin(
        name: "OutletsPlugin", capability: .buildTool(), dependencies: ["OutletsTool"],
        path: "Chapters/Chapter9/OutletsPlugin"),
    .target(
        name: "OrdersApp", dependencies: ["MVVMKit"], path: "Chapters/Chapter10/OrdersApp",
        swiftSettings: mainActorByDefault, plugins: ["OutletsPlugin"]),
]

// The workspace's tools: how each of them stops and runs a command, the benchmarks and the article's code they compare with, the book as a DocC site
// (`swift run Site`), the exercises (`swift run Exercise`), the watch (`swift run Watch`) and
// the writer's report (`swift run BookReport`).
let tools: [Target] = [
    .target(name: "ToolSupport", path: "Scripts/ToolSupport"),
    .target(
        name: "ArticleBaselines", path: "Scripts/ArticleBaselines",
        swiftSettings: mainActorByDefault),
    .executableTarget(
        name: "Benchmarks",
        dependencies: ["MVVMKit", "ArticleBaselines", "OrdersApp", "ToolSupport"],
        path: "Scripts/Benchmarks", swiftSettings: mainActorByDefault),
    .executableTarget(name: "Site", dependencies: ["ToolSupport"], path: "Scripts/Site"),
    .executableTarget(name: "TryThis", dependencies: ["ToolSupport"], path: "Scripts/TryThis"),
    .executableTarget(
        name: "BookReport", dependencies: ["ToolSupport"], path: "Scripts/BookReport"),
    .executableTarget(name: "Watch", dependencies: ["ToolSupport"], path: "Scripts/Watch"),
    .target(name: "ExerciseKit", path: "Scripts/ExerciseKit"),
    .executableTarget(
        name: "Exercise", dependencies: ["ExerciseKit", "ToolSupport"], path: "Scripts/Exercise"),
]

// What the chapters' tests share; the kit's promises to an app (its folders compile alone, its
// iOS side compiles, it is plain); and the console stand-ins, which behave as UIKit and SwiftUI
// do. This is the learning check, `swift test`.
let tests: [Target] = [
    .target(
        name: "TestSupport", dependencies: ["MVVMKit", "ToolSupport"], path: "Tests/TestSupport"),
    .testTarget(
        name: "KitTests", dependencies: ["MVVMKit", "TestSupport"], path: "Tests/KitTests"),
    .testTarget(
        name: "ConsoleUIKitTests", dependencies: ["ChapterRunner", "ConsoleUIKit", "TestSupport"],
        path: "Tests/ConsoleUIKitTests"),
    .testTarget(
        name: "ConsoleSwiftUITests",
        dependencies: ["ChapterRunner", "ConsoleSwiftUI", "MVVMKit", "TestSupport"],
        path: "Tests/ConsoleSwiftUITests"),
]

// The workspace's checks of itself: the book against its sources, and the tools. They prove
// nothing a reader learns, so a reader's `swift test` leaves them out; CI runs them, and so
// does `WORKSPACE_CHECKS=1 swift test` after a change to the book or a tool.
let checksTheWorkspace = Context.environment["WORKSPACE_CHECKS"] != nil
let workspaceChecks: [Target] =
    checksTheWorkspace
    ? [
        .testTarget(
            name: "WorkspaceTests",
            dependencies: [
                "Exercise", "ExerciseKit", "MVVMKit", "Site", "TestSupport", "ToolSupport",
                "TryThis", "Watch",
            ],
            path: "Tests/WorkspaceTests")
    ] : []

let package = Package(
    name: "MVVMKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "MVVMKit", targets: ["MVVMKit"]),
        .plugin(name: "OutletsPlugin", targets: ["OutletsPlugin"]),
    ],
    targets: kit + runner + chapters + chapterParts + tools + tests + workspaceChecks,
    swiftLanguageModes: [.v6]
)
