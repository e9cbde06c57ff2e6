// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// Content that scrolls. The console draws all of it, one view under the other; a
/// `refreshable` on it is what a pull refreshes, as on a list.
@MainActor
@preconcurrency
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let content: Content

    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(*, unavailable)
extension ScrollView: Sendable {}

/// The two directions of a screen.
nonisolated public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

@MainActor
extension ScrollView: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        context.graph.draw(content, in: context.child(.part(.stack)))
    }
}

/// A value with its label, as a form's row shows one. The console draws `label: content`.
nonisolated public struct LabeledContent<Label, Content> {
    public typealias Body = Never
    let label: Label
    let content: Content
}

extension LabeledContent: View where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
}

extension LabeledContent where Label == Text, Content: View {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(titleKey) { Text(value) }
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(title) { Text(value) }
    }

    public init<F: FormatStyle>(
        _ titleKey: LocalizedStringKey, value: F.FormatInput, format: F
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(titleKey) { Text(format.format(value)) }
    }
}

extension LabeledContent: Sendable where Label: Sendable, Content: Sendable {}

@MainActor
extension LabeledContent: DrawnView where Label: View, Content: View {
    func draw(in context: DrawingContext) -> [String] {
        let title = context.graph.text(of: label, in: context)
        let value = context.graph.draw(content, in: context.child(.part(.content)))
        return ["\(title): " + value.joined(separator: " ")]
    }
}

#endif
