// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// What an environment writer set last, and the version it gave it.
@MainActor
final class EnvironmentWrite {
    var value: Any
    let version: Int

    init(value: Any, version: Int) {
        self.value = value
        self.version = version
    }
}

extension ViewGraph {
    /// A version for an environment value a writer sets now: the same as last time when the
    /// writer's value is the same, else a new one, so that only the readers of a changed
    /// value run again.
    func environmentVersion(at node: ViewNode, for value: Any, mayHaveChanged: Bool) -> Int {
        if let last = node.kept(EnvironmentWrite.self),
            !mayHaveChanged || isSame(value, last.value)
        {
            last.value = value
            return last.version
        }
        nextEnvironmentVersion += 1
        node.keep(EnvironmentWrite(value: value, version: nextEnvironmentVersion))
        return nextEnvironmentVersion
    }
}

#endif
