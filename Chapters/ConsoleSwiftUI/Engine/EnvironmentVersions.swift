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

#endif
