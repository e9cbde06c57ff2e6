import Foundation
import TestSupport
import Testing

/// `docs/porting-to-uikit.md` lists the UIKit and SwiftUI API that the kit and the chapters may
/// use. ConsoleUIKit and ConsoleSwiftUI declare exactly those lists, so everything compiled
/// against them, `Routing/` included, can use nothing else, and the page cannot fall behind
/// the code.
@Suite("Porting to UIKit")
struct PortingTests {
    @Test("ConsoleUIKit declares exactly the UIKit API that the porting page lists")
    func consoleUIKitMatchesThePortingPage() throws {
        try expectPageLists(folder: "ConsoleUIKit", between: "api")
    }

    @Test("ConsoleSwiftUI declares exactly the SwiftUI API that the porting page lists")
    func consoleSwiftUIMatchesThePortingPage() throws {
        try expectPageLists(folder: "ConsoleSwiftUI", between: "swiftui-api")
    }

    /// The stand-in in `folder` declares what the porting page lists between its markers.
    private func expectPageLists(folder: String, between marker: String) throws {
        let declared = try publicSurface(ofFolder: Workspace.file("Chapters/\(folder)"))
        let page = try String(
            contentsOf: Workspace.file("docs/porting-to-uikit.md"), encoding: .utf8)
        let listed = listedAPI(in: page, between: marker)
        #expect(!listed.isEmpty)
        #expect(
            declared.subtracting(listed).isEmpty,
            "not on the page:\n\(declared.subtracting(listed).sorted().joined(separator: "\n"))")
        #expect(
            listed.subtracting(declared).isEmpty,
            "not in \(folder): \(listed.subtracting(declared).sorted())")
    }

    @Test("The surface reader finds members, labels, settability, overrides and deprecations")
    func surfaceReaderWorks() throws {
        let source = """
            @MainActor
            public protocol Source: NSObjectProtocol {
                func rows(_ table: Table, inSection section: Int) -> Int
            }

            open class Table: Base {
                open weak var source: Source?
                open private(set) var count = 0
                open var isEmpty: Bool { count == 0 }
                private var hidden = 0
                public required init?(coder: NSCoder) {}
                public init(title: String, @ViewBuilder label: () -> Int) {}
                @available(*, deprecated, message: "Use dequeue(for:) instead.")
                open func dequeue(
                    withIdentifier identifier: String, for index: Int
                ) -> Int { 0 }
                open override var title: String? {
                    didSet { print(title) }
                }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "surface-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(
            to: folder.appendingPathComponent("Table.swift"), atomically: true, encoding: .utf8)
        #expect(
            try publicSurface(ofFolder: folder) == [
                "`Source`: public protocol Source: NSObjectProtocol",
                "`Source.rows(_:inSection:)`: requirement func",
                "`Table`: open class Table: Base",
                "`Table.source`: open var { get set }",
                "`Table.count`: open var { get }",
                "`Table.isEmpty`: open var { get }",
                "`Table.init(coder:)`: public required init",
                "`Table.init(title:label:)`: public init",
                "`Table.dequeue(withIdentifier:for:)`: open func deprecated",
                "`Table.title`: open var { get set } override",
            ])
    }

    /// The list lines between the API markers, each a name in backticks and its traits.
    private func listedAPI(in page: String, between marker: String) -> Set<String> {
        guard let start = page.range(of: "<!-- \(marker):begin -->"),
            let end = page.range(of: "<!-- \(marker):end -->")
        else { return [] }
        let list = page[start.upperBound..<end.lowerBound]
        return Set(
            list.split(separator: "\n").filter { $0.hasPrefix("- `") }.map {
                String($0.dropFirst(2))
            })
    }
}
