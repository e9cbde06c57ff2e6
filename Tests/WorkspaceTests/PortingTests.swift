import Foundation
import TestSupport
import Testing

/// `docs/porting-to-uikit.md` lists the UIKit API that the kit and the chapters may use.
/// ConsoleUIKit declares exactly that list, so everything compiled against it, `Routing/`
/// included, can use nothing else, and the page cannot fall behind the code.
@Suite("Porting to UIKit")
struct PortingTests {
    @Test("ConsoleUIKit declares exactly the UIKit API that the porting page lists")
    func consoleUIKitMatchesThePortingPage() throws {
        let declared = try publicSurface(
            ofFolder: Workspace.file("Chapters/MVVMKit/ConsoleUIKit"))
        let page = try String(
            contentsOf: Workspace.file("docs/porting-to-uikit.md"), encoding: .utf8)
        let listed = listedAPI(in: page)
        #expect(!listed.isEmpty)
        #expect(
            declared.subtracting(listed).isEmpty,
            "not on the page: \(declared.subtracting(listed).sorted())")
        #expect(
            listed.subtracting(declared).isEmpty,
            "not in ConsoleUIKit: \(listed.subtracting(declared).sorted())")
    }

    @Test("The surface reader finds members, labels and protocol requirements")
    func surfaceReaderWorks() throws {
        let source = """
            @MainActor
            public protocol Source: AnyObject {
                func rows(_ table: Table, inSection section: Int) -> Int
            }

            open class Table {
                public weak var source: Source?
                private var hidden = 0
                public func dequeue(
                    withIdentifier identifier: String, for index: Int
                ) -> Int { 0 }
                open override func draw() {}
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
                "Source", "Source.rows(_:inSection:)", "Table", "Table.source",
                "Table.dequeue(withIdentifier:for:)",
            ])
    }

    /// The names in backticks on the page's list lines between the API markers.
    private func listedAPI(in page: String) -> Set<String> {
        guard let start = page.range(of: "<!-- api:begin -->"),
            let end = page.range(of: "<!-- api:end -->")
        else { return [] }
        let list = page[start.upperBound..<end.lowerBound]
        var names: Set<String> = []
        for line in list.split(separator: "\n") where line.hasPrefix("- `") {
            if let name = line.dropFirst(3).split(separator: "`").first {
                names.insert(String(name))
            }
        }
        return names
    }
}
