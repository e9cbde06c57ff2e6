// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

extension View {
    /// Shows an alert over the screen while `isPresented` is true. Tapping any of its
    /// buttons runs the button's action and sets `isPresented` to false; with no buttons,
    /// the alert has an OK button that only does that.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            AlertModifier(
                title: titleKey.key, isPresented: isPresented, actions: actions(),
                message: message()))
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            AlertModifier(
                title: String(title), isPresented: isPresented, actions: actions(),
                message: message()))
    }

    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            AlertModifier(
                title: titleKey.key, isPresented: isPresented, actions: actions(),
                message: EmptyView()))
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            AlertModifier(
                title: String(title), isPresented: isPresented, actions: actions(),
                message: EmptyView()))
    }
}

/// The alert of iOS 13 and 14: a title, a message and at most two buttons, made in a closure
/// that `alert(isPresented:content:)` calls. SwiftUI marks both deprecated in a future iOS
/// (version 100000), so the compiler does not warn yet; the console marks them the same way.
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use View.alert(_:isPresented:presenting:actions:) instead."
)
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    public struct Button {
        let label: Text
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, action: action)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, action: action)
        }

        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), action: action)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, action: action)
        }
    }
}

@available(*, unavailable)
extension Alert: Sendable {}

extension View {
    /// Shows the alert `content` makes while `isPresented` is true.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting::actions:) instead."
    )
    public func alert(isPresented: Binding<Bool>, content: () -> Alert)
        -> some View
    {
        let alert = content()
        return modifier(
            AlertModifier(
                title: alert.title.string, isPresented: isPresented,
                actions: DeprecatedAlertButtons(buttons: alert.buttons),
                message: alert.message ?? Text(verbatim: "")))
    }
}

/// What both forms of alert are drawn with.
struct AlertModifier<Actions: View, Message: View>: ViewModifier, DrawnModifier {
    typealias Body = Never
    let title: String
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let lines = context.graph.draw(content, in: context)
        guard isPresented.wrappedValue else { return lines }
        var buttons = context.graph.alertButtons(in: actions, in: context)
        if buttons.isEmpty {
            buttons = [TapTarget(title: "OK") {}]
        }
        let isPresented = isPresented
        context.graph.alert = ShownAlert(
            title: title,
            message: context.graph.draw(message, in: context.child(".message")),
            buttons: buttons.map { button in
                TapTarget(title: button.title) {
                    button.action()
                    isPresented.wrappedValue = false
                }
            })
        return lines
    }
}

/// The buttons of a deprecated `Alert`, as the views the newer alert takes.
struct DeprecatedAlertButtons: View, DrawnView {
    typealias Body = Never
    let buttons: [Alert.Button]

    func draw(in context: DrawingContext) -> [String] {
        for button in buttons {
            let action = button.action
            context.graph.buttons.append(
                TapTarget(title: button.label.string) { action?() })
        }
        return []
    }
}

#endif
