// swift-tools-version: 6.2
import PackageDescription

// Everything runs on the main actor by default, as in a new app target: the kit's views,
// view models, events and container are UI code. Warnings are not errors here on purpose
// (a newer toolchain's new warning must not stop a reader); CI builds with
// `-Xswiftc -warnings-as-errors` instead.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "MVVMKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "MVVMKit", targets: ["MVVMKit"]),
        .plugin(name: "OutletsPlugin", targets: ["OutletsPlugin"]),
    ],
    targets: [
        .target(name: "MVVMKit", path: "Chapters/MVVMKit", swiftSettings: mainActorByDefault),
        // What every chapter's command line shares: sections, --pause and --play.
        .target(
            name: "ChapterRunner", dependencies: ["MVVMKit"], path: "Scripts/ChapterRunner",
            swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "Chapter1", dependencies: ["ChapterRunner", "MVVMKit"], path: "Chapters/Chapter1",
            swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "Chapter2", dependencies: ["ChapterRunner", "MVVMKit"], path: "Chapters/Chapter2",
            swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "Chapter3", dependencies: ["ChapterRunner", "MVVMKit"], path: "Chapters/Chapter3",
            swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "Chapter4", dependencies: ["ChapterRunner", "MVVMKit"], path: "Chapters/Chapter4",
            swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "Chapter5", dependencies: ["ChapterRunner", "MVVMKit"], path: "Chapters/Chapter5",
            swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "Chapter6", dependencies: ["ChapterRunner", "MVVMKit"], path: "Chapters/Chapter6",
            swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "Chapter7", dependencies: ["ChapterRunner", "MVVMKit"], path: "Chapters/Chapter7",
            swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "Chapter8", dependencies: ["ChapterRunner", "MVVMKit"], path: "Chapters/Chapter8",
            swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "Chapter9", dependencies: ["ChapterRunner", "MVVMKit"], path: "Chapters/Chapter9",
            swiftSettings: mainActorByDefault, plugins: ["OutletsPlugin"]),
        .executableTarget(name: "OutletsTool", path: "Scripts/OutletsTool"),
        .plugin(
            name: "OutletsPlugin", capability: .buildTool(), dependencies: ["OutletsTool"],
            path: "Scripts/OutletsPlugin"),
        // Chapter 10's app, as a reader's app target: the library and the outlets plugin, and
        // nothing else. The chapter's executable drives it.
        .target(
            name: "OrdersApp", dependencies: ["MVVMKit"], path: "Chapters/Chapter10/OrdersApp",
            swiftSettings: mainActorByDefault,
            plugins: ["OutletsPlugin"]),
        .executableTarget(
            name: "Chapter10", dependencies: ["ChapterRunner", "MVVMKit", "OrdersApp"],
            path: "Chapters/Chapter10", exclude: ["OrdersApp"], swiftSettings: mainActorByDefault),
        .target(
            name: "ArticleBaselines", path: "Scripts/ArticleBaselines",
            swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "Benchmarks", dependencies: ["MVVMKit", "ArticleBaselines", "OrdersApp"],
            path: "Scripts/Benchmarks", swiftSettings: mainActorByDefault),
        // The book and the kit as a DocC site: `swift run Site`.
        .executableTarget(name: "Site", path: "Scripts/Site"),
        .target(name: "ExerciseKit", path: "Scripts/ExerciseKit"),
        .executableTarget(
            name: "Exercise", dependencies: ["ExerciseKit"], path: "Scripts/Exercise"),
        .target(name: "TestSupport", dependencies: ["MVVMKit"], path: "Tests/TestSupport"),
        .testTarget(
            name: "Chapter1Tests", dependencies: ["Chapter1", "MVVMKit", "TestSupport"],
            path: "Tests/Chapter1Tests", swiftSettings: mainActorByDefault),
        .testTarget(
            name: "Chapter2Tests", dependencies: ["Chapter2", "MVVMKit", "TestSupport"],
            path: "Tests/Chapter2Tests", swiftSettings: mainActorByDefault),
        .testTarget(
            name: "Chapter3Tests", dependencies: ["Chapter3", "MVVMKit", "TestSupport"],
            path: "Tests/Chapter3Tests", swiftSettings: mainActorByDefault),
        .testTarget(
            name: "Chapter4Tests", dependencies: ["Chapter4", "MVVMKit", "TestSupport"],
            path: "Tests/Chapter4Tests", swiftSettings: mainActorByDefault),
        .testTarget(
            name: "Chapter5Tests", dependencies: ["Chapter5", "MVVMKit", "TestSupport"],
            path: "Tests/Chapter5Tests", swiftSettings: mainActorByDefault),
        .testTarget(
            name: "Chapter6Tests", dependencies: ["Chapter6", "MVVMKit", "TestSupport"],
            path: "Tests/Chapter6Tests", swiftSettings: mainActorByDefault),
        .testTarget(
            name: "Chapter7Tests", dependencies: ["Chapter7", "MVVMKit", "TestSupport"],
            path: "Tests/Chapter7Tests", swiftSettings: mainActorByDefault),
        .testTarget(
            name: "Chapter8Tests", dependencies: ["Chapter8", "MVVMKit", "TestSupport"],
            path: "Tests/Chapter8Tests", swiftSettings: mainActorByDefault),
        .testTarget(
            name: "Chapter9Tests",
            dependencies: ["Chapter9", "MVVMKit", "OutletsTool", "TestSupport"],
            path: "Tests/Chapter9Tests", swiftSettings: mainActorByDefault),
        .testTarget(
            name: "Chapter10Tests",
            dependencies: ["Chapter10", "MVVMKit", "OrdersApp", "TestSupport"],
            path: "Tests/Chapter10Tests", swiftSettings: mainActorByDefault),
        .testTarget(
            name: "WorkspaceTests",
            dependencies: ["ExerciseKit", "MVVMKit", "Site", "TestSupport"],
            path: "Tests/WorkspaceTests"),
    ],
    swiftLanguageModes: [.v6]
)
