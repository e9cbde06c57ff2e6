// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// What a screen shows a finger: its buttons, fields and toggles; the title and back button
/// of its navigation bar; an alert or a sheet over it.
@MainActor
struct ScreenLayer {
    var buttons: [TapTarget] = []
    var fields: [FieldTarget] = []
    var alert: ShownAlert?
    var navigationTitle: String?
    var back: (() -> Void)?
    var sheet: ShownSheet?

    /// The layer on top: the sheet's, or the sheet's sheet's, or this one.
    var top: ScreenLayer {
        sheet?.layer.top ?? self
    }
}

/// A sheet over a screen: its lines, what a finger reaches on it, and how it goes away.
@MainActor
final class ShownSheet {
    let title: String
    let lines: [String]
    let layer: ScreenLayer
    let dismiss: () -> Void

    init(title: String, lines: [String], layer: ScreenLayer, dismiss: @escaping () -> Void) {
        self.title = title
        self.lines = lines
        self.layer = layer
        self.dismiss = dismiss
    }
}

/// Something a finger can tap on the screen.
struct TapTarget {
    let title: String
    var isEnabled = true
    let action: @MainActor () -> Void
}

/// A text field or a toggle, which the console's finger types into or flips by its title.
struct FieldTarget {
    let title: String
    let isToggle: Bool
    let isEnabled: Bool
    let set: @MainActor (String) -> Void
}

struct ShownAlert {
    let title: String
    let message: [String]
    let buttons: [TapTarget]
}

#endif
