// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

extension View {
    /// Shows an alert over the screen while `isPresented` is true. Tapping any of its
    /// buttons runs the button's action and sets `isPresented` to false; with no buttons,
    /// the alert has an OK button that only does that.
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            AlertModifier(
                title: titleKey.key, isPresented: isPresented, actions: actions(),
                message: message()))
    }

    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            AlertModifier(
                title: String(title), isPresented: isPresented, actions: actions(),
                message: message()))
    }

    nonisolated public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            AlertModifier(
                title: titleKey.key, isPresented: isPresented, actions: actions(),
                message: EmptyView()))
    }

    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            AlertModifier(
                title: String(title), isPresented: isPresented, actions: actions(),
                message: EmptyView()))
    }
}

extension View {
    /// Shows an alert about `data` while `isPresented` is true and `data` is not nil.
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            AlertModifier(
                title: titleKey.key, isPresented: isPresented, presenting: data != nil,
                actions: data.map(actions), message: data.map(message)))
    }

    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            AlertModifier(
                title: String(title), isPresented: isPresented, presenting: data != nil,
                actions: data.map(actions), message: data.map(message)))
    }

    nonisolated public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            AlertModifier(
                title: titleKey.key, isPresented: isPresented, presenting: data != nil,
                actions: data.map(actions), message: EmptyView()))
    }

    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            AlertModifier(
                title: String(title), isPresented: isPresented, presenting: data != nil,
                actions: data.map(actions), message: EmptyView()))
    }
}

/// The alert of iOS 13 and 14: a title, a message and at most two buttons, made in a closure
/// that `alert(isPresented:content:)` calls. SwiftUI marks both deprecated in a future iOS
/// (version 100000), so the compiler does not warn yet; the console marks them the same way.
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use View.alert(_:isPresented:presenting:actions:) instead."
)
nonisolated public struct Alert {
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
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert)
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

/// What every form of alert is drawn with. Its binding is read as a body is, so that a
/// change to what it reads (an Observation property, say) shows or hides it.
@MainActor
struct AlertModifier<Actions: View, Message: View>: ViewModifier, DrawnModifier {
    typealias Body = Never
    let title: String
    let isPresented: Binding<Bool>
    /// For an alert presenting data: whether it has data now. Nil for one that has none.
    let hasData: Bool?
    nonisolated(unsafe) let actions: Actions
    nonisolated(unsafe) let message: Message
    /// An alert, or a confirmation dialog, which is drawn as one under its own name.
    let kind: ShownAlert.Kind

    nonisolated init(
        title: String, isPresented: Binding<Bool>, presenting hasData: Bool? = nil,
        actions: Actions, message: Message, kind: ShownAlert.Kind = .alert
    ) {
        self.title = title
        self.isPresented = isPresented
        self.hasData = hasData
        self.actions = actions
        self.message = message
        self.kind = kind
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let lines = context.graph.draw(content, in: context)
        let isPresented = isPresented
        let slot = context.slot(kind == .alert ? .alert : .dialog)
        let isShown = context.graph.tracked(at: slot) {
            isPresented.wrappedValue
        }
        // An alert presenting data shows the data it had when it appeared, whatever comes
        // after.
        let node = context.graph.node(at: slot)
        guard isShown, hasData != false || node.kept(Presented.self) != nil else {
            node.keep(Presented?.none)
            return lines
        }
        var (actions, message) = (actions, message)
        if hasData != nil {
            if let kept = node.kept(Presented.self)?.content as? (Actions, Message) {
                (actions, message) = kept
            } else {
                node.keep(Presented(content: (actions, message)))
            }
        }
        var (buttons, fields, fieldLines) = context.graph.alertActions(in: actions, in: context)
        if buttons.isEmpty {
            buttons = [TapTarget(title: "OK") {}]
        }
        context.graph.layer.alert = ShownAlert(
            title: title, kind: kind,
            message: context.graph.draw(message, in: context.child(.part(.message)))
                + fieldLines,
            buttons: buttons.map { button in
                TapTarget(title: button.title) {
                    button.action()
                    isPresented.wrappedValue = false
                }
            }, fields: fields)
        return lines
    }
}

/// What an alert presenting data showed when it appeared.
struct Presented {
    let content: Any
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
/// The buttons of a deprecated `Alert`, as the views the newer alert takes.
@MainActor
struct DeprecatedAlertButtons: View, DrawnView {
    typealias Body = Never
    nonisolated(unsafe) let buttons: [Alert.Button]

    nonisolated init(buttons: [Alert.Button]) {
        self.buttons = buttons
    }

    func draw(in context: DrawingContext) -> [String] {
        for button in buttons {
            let action = button.action
            context.graph.layer.buttons.append(
                TapTarget(title: button.label.string, action: { action?() }))
        }
        return []
    }
}

#endif
