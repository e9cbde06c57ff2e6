// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// A dynamic property SwiftUI installs itself: state, environment, observed objects.
@MainActor
protocol InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues)
    /// Whether a new value of the property is the same as `other` for the view's sake.
    func isSame(as other: Any) -> Bool
}

/// Where a property wrapper finds what it was installed with; empty until then. Installing
/// happens on the main actor; a view read elsewhere finds what was installed last.
nonisolated final class Installed<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    init() {}

    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

#endif
