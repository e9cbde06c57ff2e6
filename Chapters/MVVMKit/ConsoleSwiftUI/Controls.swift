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
}

@available(*, unavailable)
extension TextField: Sendable {}

@MainActor
extension Toggle: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let title = context.graph.text(of: label, in: context)
        let isOn = isOn
        let value = context.graph.tracked(at: context.path + "/toggle") { isOn.wrappedValue }
        let isEnabled = context.environment.isEnabled
        context.graph.layer.fields.append(
            FieldTarget(title: title, isToggle: true, isEnabled: isEnabled) { _ in
                isOn.wrappedValue.toggle()
            })
        let line = "\(title): \(value ? "on" : "off")"
        return [isEnabled ? line : line + " (disabled)"]
    }
}

@MainActor
extension TextField: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let title = context.graph.text(of: label, in: context)
        let text = text
        let value = context.graph.tracked(at: context.path + "/field") { text.wrappedValue }
        let isEnabled = context.environment.isEnabled
        context.graph.layer.fields.append(
            FieldTarget(title: title, isToggle: false, isEnabled: isEnabled) { typed in
                text.wrappedValue = typed
            })
        let line = "\(title): \"\(value)\""
        return [isEnabled ? line : line + " (disabled)"]
    }
}

#endif
