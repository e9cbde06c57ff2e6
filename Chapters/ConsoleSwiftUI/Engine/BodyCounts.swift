// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// How many times a screen's engine evaluated each view's `body`, by the view's type, in the
/// order the views first ran. It is what SwiftUI's `Self._printChanges()` tells on a device,
/// counted by the engine so that no reader's view carries a line for it.
struct BodyCounts {
    private var counts: [(view: String, count: Int)] = []

    mutating func evaluated<V>(_ view: V.Type) {
        let name = "\(view)"
        if let index = counts.firstIndex(where: { $0.view == name }) {
            counts[index].count += 1
        } else {
            counts.append((name, 1))
        }
    }

    /// The counts since the last time they were taken, then none.
    mutating func taken() -> [(view: String, count: Int)] {
        defer { counts = [] }
        return counts
    }
}

#endif
