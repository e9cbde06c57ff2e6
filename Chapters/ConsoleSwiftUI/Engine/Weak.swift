// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// An object held without keeping it alive: what the engine remembers of a node, a pushed
/// screen or an object's publisher goes with it.
nonisolated struct Weak<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}

extension Weak: @unchecked Sendable where Object: Sendable {}

#endif
