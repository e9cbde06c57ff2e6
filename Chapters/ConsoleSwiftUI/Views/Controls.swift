// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A switch bound to a `Bool`. The console draws it as `title: on` or `title: off`, and its
/// finger flips it by its title.
@MainActor
@preconcurrency
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let isOn: Binding<Bool>
    nonisolated(unsafe) let label: Label

    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

@available(*, unavailable)
extension Toggle: Sendable {}

/// A field of text bound to a `String`. The console draws it as `title: "text"`, and its
/// finger types into it by its title.
@MainActor
@preconcurrency
public struct TextField<Label: View>: View {
    public typealias Body = Never
    let text: Binding<String>
    let label: Label
}

extension TextField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.text = text
        label = Text(titleKey)
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text
        label = Text(title)
    }

    /// A field that grows along `axis` as its text does; the console draws it on one line.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }
}

@available(*, unavailable)
extension TextField: Sendable {}

/// A field for a password. The console draws what it holds as dots in quotes, one a character.
@MainActor
@preconcurrency
public struct SecureField<Label: View>: View {
    public typealias Body = Never
    let text: Binding<String>
    let label: Label
}

extension SecureField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.text = text
        label = Text(titleKey)
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text
        label = Text(title)
    }
}

@available(*, unavailable)
extension SecureField: Sendable {}

@MainActor
extension Toggle: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let isOn = isOn
        return drawControl(label, reading: isOn, kind: .toggle, in: context) { value in
            value ? "on" : "off"
        } set: { _ in
            isOn.wrappedValue.toggle()
        }
    }
}

@MainActor
extension TextField: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let text = text
        return drawControl(label, reading: text, kind: .text, in: context) { value in
            "\"\(value)\""
        } set: { typed in
            text.wrappedValue = typed
        }
    }
}

@MainActor
extension SecureField: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let text = text
        return drawControl(label, reading: text, kind: .text, in: context) { value in
            "\"\(String(repeating: "•", count: value.count))\""
        } set: { typed in
            text.wrappedValue = typed
        }
    }
}

/// A control: `title: value`, marked when disabled, and within the finger's reach by its
/// title. Its binding is read as a body is, so a change to what it reads is drawn.
@MainActor
func drawControl<Value>(
    _ label: any View, reading binding: Binding<Value>, kind: FieldTarget.Kind,
    in context: DrawingContext, shown: (Value) -> String,
    set: @escaping @MainActor (String) -> Void
) -> [String] {
    let title = context.graph.text(of: label, in: context)
    let value = context.graph.tracked(at: context.slot(.control)) { binding.wrappedValue }
    let isEnabled = context.environment.isEnabled
    context.graph.layer.fields.append(
        FieldTarget(
            title: title, kind: kind, isEnabled: isEnabled, focus: context.focus,
            submit: context.submit, set: set))
    let line = "\(title): \(shown(value))"
    return [isEnabled ? line : line + " (disabled)"]
}

#endif
