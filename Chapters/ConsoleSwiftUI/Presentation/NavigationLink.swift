// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A button that pushes a screen onto the stack it is in: its destination, or the screen the
/// stack's `navigationDestination(for:)` gives its value.
@MainActor
@preconcurrency
public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let label: Label
    let push: Push

    @MainActor
    enum Push {
        case view(Destination)
        case value(AnyHashable?)
    }

    nonisolated public init(
        @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        push = .view(destination())
    }

    @available(
        iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination"
    )
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = .view(destination)
    }
}

@available(*, unavailable)
extension NavigationLink: Sendable {}

extension NavigationLink where Label == Text {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = .value(value.map { AnyHashable($0) })
    }

    nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?)
    where Label == Text {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?)
    where Label == Text {
        self.init(value: value) { Text(title) }
    }
}

/// A screen a link pushed, which its link keeps up to date while the link is drawn.
@MainActor
final class PushedView {
    var view: any View
    /// What popping it does besides: sets `navigationDestination(isPresented:)`'s binding.
    var onPop: (() -> Void)?

    init(_ view: any View) {
        self.view = view
    }
}

@MainActor
extension NavigationLink: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let title = context.graph.text(of: label, in: context)
        let node = context.graph.node(at: context.slot(.link))
        node.noteDrawn()
        let stack = context.navigation
        let isEnabled = context.environment.isEnabled
        let action: @MainActor () -> Void
        switch push {
        case .view(let destination):
            // The screen this link pushed shows what the link's parent gives it now.
            if let pushed = node.kept(Weak<PushedView>.self)?.object {
                pushed.view = destination
            }
            action = {
                guard let stack else { return warnOutsideStack(title) }
                let pushed = PushedView(destination)
                node.keep(Weak(pushed))
                Screen.change { stack.pushedViews.append(pushed) }
            }
        case .value(let value):
            action = {
                guard let stack else { return warnOutsideStack(title) }
                guard let value else { return }
                guard stack.destinations[ObjectIdentifier(type(of: value.base))] != nil else {
                    runtimeWarning(
                        "A NavigationLink is presenting a value of type "
                            + "“\(type(of: value.base))” but there is no matching "
                            + "navigationDestination declaration visible from the location of "
                            + "the link. The link cannot be activated.")
                    return
                }
                Screen.change { _ = stack.append(value) }
            }
        }
        context.graph.layer.buttons.append(
            TapTarget(title: title, isEnabled: isEnabled, action: action))
        return [isEnabled ? "[ \(title) > ]" : "[ \(title) > ] (disabled)"]
    }
}

@MainActor
private func warnOutsideStack(_ title: String) {
    runtimeWarning(
        "NavigationLink \"\(title)\" is not inside a NavigationStack, so it pushes nothing. "
            + "Put the screen in a NavigationStack.")
}

#endif
