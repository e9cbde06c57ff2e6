// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A minus and a plus button that step a value, within bounds if it has them. The console
/// draws it as `label  [ - | + ]`, and its finger steps it by its label's text.
@MainActor
@preconcurrency
public struct Stepper<Label: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let steps: any Stepping

    nonisolated public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?,
        onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        steps = SteppingActions(increment: onIncrement, decrement: onDecrement)
    }

    nonisolated public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        steps = SteppedValue(value: value, bounds: nil, step: step)
    }

    nonisolated public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        steps = SteppedValue(value: value, bounds: bounds, step: step)
    }
}

/// What a step up or down does.
nonisolated protocol Stepping {
    @MainActor func step(up: Bool)
}

nonisolated struct SteppingActions: Stepping {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?

    @MainActor func step(up: Bool) {
        up ? increment?() : decrement?()
    }
}

/// A bound value stepped by `step`, kept within `bounds`.
nonisolated struct SteppedValue<V: Strideable>: Stepping {
    let value: Binding<V>
    let bounds: ClosedRange<V>?
    let step: V.Stride

    @MainActor func step(up: Bool) {
        let next = value.wrappedValue.advanced(by: up ? step : -step)
        guard let bounds else {
            value.wrappedValue = next
            return
        }
        value.wrappedValue = min(max(next, bounds.lowerBound), bounds.upperBound)
    }
}

extension Stepper where Label == Text {
    nonisolated public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) })
    }

    nonisolated public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
        step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}

@available(*, unavailable)
extension Stepper: Sendable {}

@MainActor
extension Stepper: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let title = context.graph.text(of: label, in: context)
        let isEnabled = context.environment.isEnabled
        let steps = steps
        context.graph.layer.fields.append(
            FieldTarget(title: title, kind: .stepper, isEnabled: isEnabled) { step in
                steps.step(up: step != "-")
            })
        let line = "\(title)  [ - | + ]"
        return [isEnabled ? line : line + " (disabled)"]
    }
}

#endif
