// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// Work under way: a spinner while how much is done is not known, else a bar. The console
/// draws a spinner as `(spinner)` and a bar as `[#####.....] 50%`, each after its label.
@MainActor
@preconcurrency
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let label: Label?
    let fraction: Double?
}

extension ProgressView where CurrentValueLabel == EmptyView {
    nonisolated public init() where Label == EmptyView {
        label = nil
        fraction = nil
    }

    nonisolated public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = nil
    }

    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
    where Label == EmptyView {
        label = nil
        fraction = value.map { Double($0 / total) }
    }

    nonisolated public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        fraction = value.map { Double($0 / total) }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    nonisolated public init(_ titleKey: LocalizedStringKey) {
        self.init { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S) {
        self.init { Text(title) }
    }

    nonisolated public init<V: BinaryFloatingPoint>(
        _ titleKey: LocalizedStringKey, value: V?, total: V = 1.0
    ) {
        self.init(value: value, total: total) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(
        _ title: S, value: V?, total: V = 1.0
    ) {
        self.init(value: value, total: total) { Text(title) }
    }
}

@available(*, unavailable)
extension ProgressView: Sendable {}

@MainActor
extension ProgressView: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let title = label.map { context.graph.draw($0, in: context.child(.part(.label))) } ?? []
        let shown: String
        if let fraction {
            let done = Int((min(max(fraction, 0), 1) * 10).rounded())
            let bar = String(repeating: "#", count: done) + String(repeating: ".", count: 10 - done)
            shown = "[\(bar)] \(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
        } else {
            shown = "(spinner)"
        }
        return [(title + [shown]).joined(separator: " ")]
    }
}

#endif
