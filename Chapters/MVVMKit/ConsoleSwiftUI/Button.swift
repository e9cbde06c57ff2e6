// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A control that runs its action when tapped. The console draws it as `[ title ]`.
@MainActor
public struct Button<Label: View>: View {
    public typealias Body = Never
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label

    public init(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.init(role: nil, action: action, label: label)
    }

    public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void,
        @ViewBuilder label: () -> Label
    ) {
        self.role = role
        self.action = action
        self.label = label()
    }
}

extension Button where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: nil, action: action) { Text(title) }
    }

    public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(title) }
    }
}

@available(*, unavailable)
extension Button: Sendable {}

extension Button: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let title = context.graph.text(of: label, in: context)
        context.graph.buttons.append(TapTarget(title: title, action: action))
        return ["[ \(title) ]"]
    }
}

/// What a button does, for the system to place and style it: a cancel button, say.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

#endif
