// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A control that runs its action when tapped. The console draws it as `[ title ]`.
@MainActor
@preconcurrency
public struct Button<Title: View>: View {
    public typealias Body = Never
    let role: ButtonRole?
    let action: @MainActor () -> Void
    nonisolated(unsafe) let label: Title

    nonisolated public init(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Title
    ) {
        self.init(role: nil, action: action, label: label)
    }

    nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void,
        @ViewBuilder label: () -> Title
    ) {
        self.role = role
        self.action = action
        self.label = label()
    }
}

extension Button where Title == Text {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: nil, action: action) { Text(title) }
    }

    nonisolated public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(title) }
    }
}

// The generic parameter is `Title`, where SwiftUI's is `Label`: in `Button`'s extensions a
// parameter named `Label` would hide the `Label` view, which SwiftUI names through its module.
extension Button where Title == Label<Text, Image> {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: nil, action: action) { Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: nil, action: action) { Label(title, systemImage: systemImage) }
    }

    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Label(title, systemImage: systemImage) }
    }
}

@available(*, unavailable)
extension Button: Sendable {}

@MainActor
extension Button: DrawnView {
    /// `[ title ]`, drawn with its icon; a disabled button is marked, and a tap on it does
    /// nothing, as in SwiftUI.
    func draw(in context: DrawingContext) -> [String] {
        let title = context.graph.text(of: label, in: context)
        let shown = context.graph.draw(label, in: context.child(.part(.shown))).joined(
            separator: " ")
        let isEnabled = context.environment.isEnabled
        context.graph.layer.buttons.append(
            TapTarget(title: title, isEnabled: isEnabled, action: action))
        return [isEnabled ? "[ \(shown) ]" : "[ \(shown) ] (disabled)"]
    }
}

/// What a button does, for the system to place and style it: a cancel button, say.
nonisolated public struct ButtonRole: Equatable, Sendable {
    private let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

#endif
