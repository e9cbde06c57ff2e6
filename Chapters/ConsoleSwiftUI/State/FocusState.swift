// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// Which field has the keyboard, kept as state: a `Bool` for one field, an optional value for
/// several, each marked with `.focused(_:equals:)`. Setting it moves the focus; a finger
/// typing into a field moves it there. The console marks the focused field `(focused)`.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let installed: Installed<StateLocation<Value>>
    nonisolated(unsafe) let unfocused: Value

    nonisolated public init() where Value == Bool {
        unfocused = false
        installed = Installed()
    }

    nonisolated public init<T: Hashable>() where Value == T? {
        unfocused = nil
        installed = Installed()
    }

    public var wrappedValue: Value {
        get { installed.value?.value ?? unfocused }
        nonmutating set {
            guard let location = installed.value else {
                runtimeWarning(
                    "FocusState<\(Value.self)> was set outside of a view on screen: nothing has "
                        + "the focus to move.")
                return
            }
            location.value = newValue
        }
    }

    public var projectedValue: FocusState<Value>.Binding {
        Binding(location: installed.value, unfocused: unfocused)
    }

    /// What `$focus` hands to `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let location: StateLocation<Value>?
        let unfocused: Value

        public var wrappedValue: Value {
            get { location?.value ?? unfocused }
            nonmutating set { location?.value = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: @unchecked Sendable where Value: Sendable {}

extension FocusState.Binding: @unchecked Sendable where Value: Sendable {}

@MainActor
extension FocusState: InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues) {
        installed.install(node.stateLocation(key, initial: { unfocused }), for: node)
    }

    func isSame(as other: Any) -> Bool { true }
}

/// What Return in a field can submit.
nonisolated public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Return in a text field or a secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return in a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Gives the fields inside the focus while `condition` is true, and makes it true when
    /// one of them gets the focus.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(binding: condition, value: true))
    }

    /// Gives the fields inside the focus while `binding` is `value`, and sets it to `value`
    /// when one of them gets the focus.
    nonisolated public func focused<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, equals value: Value
    ) -> some View {
        modifier(FocusedModifier(binding: binding, value: value))
    }

    /// What Return in a field inside does: `action`, for the triggers given.
    nonisolated public func onSubmit(
        of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Void)
    ) -> some View {
        modifier(SubmitModifier(triggers: triggers, action: action))
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor
struct FocusedModifier<Value: Hashable>: ViewModifier, DrawnModifier {
    typealias Body = Never
    nonisolated(unsafe) let binding: FocusState<Value>.Binding
    nonisolated(unsafe) let value: Value

    nonisolated init(binding: FocusState<Value>.Binding, value: Value) {
        self.binding = binding
        self.value = value
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let (binding, value) = (binding, value)
        let isFocused = context.graph.tracked(at: context.slot(.focus)) {
            binding.wrappedValue == value
        }
        var inner = context
        inner.focus = { binding.wrappedValue = value }
        var lines = context.graph.draw(content, in: inner)
        if isFocused, !lines.isEmpty {
            lines[0] += " (focused)"
        }
        return lines
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor
struct SubmitModifier: ViewModifier, DrawnModifier {
    typealias Body = Never
    let triggers: SubmitTriggers
    nonisolated(unsafe) let action: () -> Void

    nonisolated init(triggers: SubmitTriggers, action: @escaping () -> Void) {
        self.triggers = triggers
        self.action = action
    }

    /// The fields inside run `action` on Return, after the actions of the `onSubmit`s inside
    /// this one.
    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        var inner = context
        if triggers.contains(.text) {
            let (outer, action) = (context.submit, ViewOwner.bound(plain: action))
            inner.submit = {
                action()
                outer?()
            }
        }
        return context.graph.draw(content, in: inner)
    }
}

#endif
