// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// SwiftUI prints these as runtime issues, without stopping the app; so does the console.
nonisolated func runtimeWarning(_ message: String) {
    if !RuntimeWarnings.shared.collect(message) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// Where runtime warnings go: standard error, or, while the package's tests listen, to them.
nonisolated final class RuntimeWarnings: @unchecked Sendable {
    static let shared = RuntimeWarnings()
    private let lock = NSLock()
    private var collected: [String]?

    /// Runs `body` and returns the warnings it caused, in order, instead of printing them.
    func listen(_ body: () throws -> Void) rethrows -> [String] {
        lock.withLock { collected = [] }
        defer { lock.withLock { collected = nil } }
        try body()
        return lock.withLock { collected ?? [] }
    }

    /// Keeps `message` for a listener, if there is one.
    func collect(_ message: String) -> Bool {
        lock.withLock {
            guard collected != nil else { return false }
            collected?.append(message)
            return true
        }
    }
}

#endif
