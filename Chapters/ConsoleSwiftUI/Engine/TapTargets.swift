// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// What a screen shows a finger: its buttons and controls, a list's rows, its search field
/// and what a pull refreshes; the title and back button of its navigation bar; an alert or a
/// sheet over it.
@MainActor
struct ScreenLayer {
    var buttons: [TapTarget] = []
    var fields: [FieldTarget] = []
    var holds: [HoldTarget] = []
    var rows: [RowTarget] = []
    var search: FieldTarget?
    /// What a pull refreshes, bound to the view that asked for it.
    private(set) var refresh: (@MainActor () async -> Void)?
    var alert: ShownAlert?
    var navigationTitle: String?
    var back: (() -> Void)?
    var sheet: ShownSheet?

    mutating func refresh(by action: @escaping @MainActor () async -> Void) {
        refresh = ViewOwner.bound(action)
    }

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

/// Something a finger can tap on the screen. Its action runs as the view whose code made it,
/// as every closure a target keeps does.
struct TapTarget {
    let title: String
    var isEnabled = true
    let action: @MainActor () -> Void

    @MainActor
    init(title: String, isEnabled: Bool = true, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.isEnabled = isEnabled
        self.action = ViewOwner.bound(action)
    }
}

/// A control the console's finger reaches by its title: a text field it types into, a toggle
/// it flips, a picker it picks an option of, a stepper it steps.
struct FieldTarget {
    enum Kind: Equatable {
        case text, toggle, stepper
        case picker(options: [String])
        /// A date picker, and how it writes a date: `yyyy-MM-dd HH:mm`, or a part of it.
        case date(format: String)

        var name: String {
            switch self {
            case .text: "text field"
            case .toggle: "toggle"
            case .stepper: "stepper"
            case .picker: "picker"
            case .date: "date picker"
            }
        }
    }

    let title: String
    let kind: Kind
    let isEnabled: Bool
    /// Takes what was typed, the option picked, or `+`/`-` for a step.
    let set: @MainActor (String) -> Void
    /// What focusing the field does: sets the `@FocusState` it is `.focused(_:)` on.
    var focus: (@MainActor () -> Void)?
    /// What pressing Return in it does: the `onSubmit` actions around it.
    var submit: (@MainActor () -> Void)?

    @MainActor
    init(
        title: String, kind: Kind, isEnabled: Bool, focus: (@MainActor () -> Void)? = nil,
        submit: (@MainActor () -> Void)? = nil, set: @escaping @MainActor (String) -> Void
    ) {
        self.title = title
        self.kind = kind
        self.isEnabled = isEnabled
        self.set = ViewOwner.bound(set)
        self.focus = focus.map(ViewOwner.bound)
        self.submit = submit
    }
}

/// A row of a `List`: what selecting it and swiping it away do, if anything.
struct RowTarget {
    var select: (@MainActor () -> Void)?
    var delete: (@MainActor () -> Void)?
    /// What swiping the row shows: its swipe actions.
    var swipe: (@MainActor () -> Void)?
    /// In edit mode, what dragging the row to another row's place does.
    var moveTo: (@MainActor (Int) -> Void)?
}

/// What a row's content adds to its row while it is drawn: its swipe actions.
@MainActor
final class RowExtras {
    var swipe: (@MainActor () -> Void)?
}

/// An alert over the screen: its title, its message and its fields' lines, its buttons, and
/// the text fields a finger types into.
struct ShownAlert {
    /// What covers the screen: an alert, or a confirmation dialog, whose title shows only
    /// when it asks to.
    nonisolated enum Kind: Equatable, Sendable {
        case alert
        case confirmationDialog(showsTitle: Bool)
        /// A menu's items, a context menu's or a row's swipe actions: a choice that closes
        /// when one is pressed, or when it is closed unchosen.
        case menu, contextMenu, swipeActions

        var name: String {
            switch self {
            case .alert: "alert"
            case .confirmationDialog: "confirmation dialog"
            case .menu: "menu"
            case .contextMenu: "context menu"
            case .swipeActions: "swipe actions"
            }
        }
    }

    let title: String
    var kind = Kind.alert
    let message: [String]
    let buttons: [TapTarget]
    var fields: [FieldTarget] = []
    /// How a menu, a context menu or swipe actions close unchosen; an alert cannot.
    var close: (@MainActor () -> Void)?
}

/// What a finger holds down on to open its context menu: the text it shows.
struct HoldTarget {
    let title: String
    let open: @MainActor () -> Void

    @MainActor
    init(title: String, open: @escaping @MainActor () -> Void) {
        self.title = title
        self.open = ViewOwner.bound(open)
    }
}

#endif
