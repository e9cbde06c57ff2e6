import Foundation
import TestSupport
import Testing

/// The kit a reader copies (every folder but the console stand-ins) is code to retype: plain
/// Swift, and nothing in it that no chapter or claim uses.
@Suite("The kit a reader copies is plain")
struct PlainKitTests {
    /// Every Swift file of the kit's folders but the stand-ins: what a reader copies.
    static var kitFiles: [URL] {
        get throws {
            try ([""] + Workspace.kitFileFolders).flatMap {
                try Workspace.swiftFiles(in: "Chapters/MVVMKit/\($0)")
            }
        }
    }

    @Test("No kit file uses @inlinable, @usableFromInline, unsafeDowncast or unchecked exclusivity")
    func noOptimiserShapedCode() throws {
        let shaped = [
            "@inlinable", "@usableFromInline", "unsafeDowncast", "exclusivity(unchecked)",
        ]
        var found: [String] = []
        for file in try Self.kitFiles {
            let source = try String(contentsOf: file, encoding: .utf8)
            for word in shaped where source.contains(word) {
                found.append("\(file.lastPathComponent): \(word)")
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    @Test("No kit file outside DI/ force-casts: a handler picks its type with as?")
    func noForceCastOutsideTheContainer() throws {
        var found: [String] = []
        for file in try Self.kitFiles where !file.path.contains("/MVVMKit/DI/") {
            let source = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in source.split(separator: "\n").enumerated()
            where line.contains(" as! ") {
                found.append("\(file.lastPathComponent):\(number + 1)")
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// Public names no chapter or claim names, because they are used without being written:
    /// each with the way it is used.
    static let usedUnwritten: [String: String] = [
        "ChainResponder": "every UIResponder is one; the protocol gives handlers their Self",
        "TreeModel": "every Model is one; the protocol gives handlers their Self",
        "ChainResponse": "what a receiver returns, written .handled or .notHandled",
        "ReportError": "the type of the reportError environment value",
        "callAsFunction": "how triggerEvent(event) and reportError(error) are called",
        "SelectionInterceptor": "the type of an interceptor, written as a closure",
        "InstanceScope": "the type of instanceScope",
        "instanceScope": "what ISingleton and IPerRequest give a type",
        "Resolution": "what a container's onResolve is handed, printed as a line",
        "makeInstance": "what ContainerMock overrides to build its stand-ins",
    ]

    @Test("Every public name of the kit is used by a chapter or a claim's test")
    func everyPublicNameIsUsed() throws {
        let declaration =
            #/
            ^\s* (?:@\S+\s+)* (?:nonisolated\s+)? (?:public|open)\s+
            (?:(?:static|final|override|mutating|nonisolated|convenience|required|private\(set\)
                |class)\s+)*
            (?:func|var|let|class|struct|enum|protocol|typealias|case|subscript)\s+ `?(?<name>\w+)
            /#
        var declared: Set<String> = []
        for file in try Self.kitFiles {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                // An override is UIKit's name, or a strategy's, not a new one.
                if let match = line.firstMatch(of: declaration), !line.contains("override ") {
                    declared.insert(String(match.name))
                }
            }
        }
        let chapters = Workspace.chapterFolders.flatMap { Workspace.chapterSources($0) }
        let claims = try FileManager.default.contentsOfDirectory(
            atPath: Workspace.file("Tests").path
        ).filter { $0.hasPrefix("Chapter") }.flatMap { try Workspace.swiftFiles(in: "Tests/\($0)") }
        var written: Set<String> = []
        for file in chapters + claims {
            let source = try String(contentsOf: file, encoding: .utf8)
            written.formUnion(
                source.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        }
        let unused = declared.subtracting(written).subtracting(Self.usedUnwritten.keys)
        #expect(unused.isEmpty, "public, and used by no chapter and no claim: \(unused.sorted())")
        let stale = Set(Self.usedUnwritten.keys).subtracting(declared.subtracting(written))
        #expect(stale.isEmpty, "listed as used unwritten, but written or gone: \(stale.sorted())")
    }
}
