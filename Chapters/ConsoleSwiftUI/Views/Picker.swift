// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A choice of one of its content's views, each marked with `.tag(_:)`, bound to the tag of
/// the one chosen. The console draws it as `title: chosen`, and its finger picks an option by
/// its text.
@MainActor
@preconcurrency
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let selection: Binding<SelectionValue>
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let content: Content

    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
}

extension Picker where Label == Text {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

@available(*, unavailable)
extension Picker: Sendable {}

extension View {
    /// The value a picker's option stands for. With `includeOptional`, it stands for that
    /// value as an optional too, so a picker whose selection is optional matches it; without
    /// it, only a selection of the tag's own type does.
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(
            TagModifier(
                tags: [AnyHashable(tag)] + (includeOptional ? [AnyHashable(V?.some(tag))] : [])))
    }
}

/// The options a picker's content holds, in order, as their content's text and their tags.
@MainActor
final class PickerOptions {
    var options: [(title: String, tags: [AnyHashable])] = []
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor
struct TagModifier: ViewModifier, DrawnModifier {
    typealias Body = Never
    /// The tag as its own type, and as an optional too unless told not to.
    nonisolated(unsafe) let tags: [AnyHashable]

    nonisolated init(tags: [AnyHashable]) {
        self.tags = tags
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let lines = context.graph.draw(content, in: context)
        context.options?.options.append((lines.joined(separator: " "), tags))
        return lines
    }
}

@MainActor
extension Picker: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let collected = PickerOptions()
        var inner = context.child(.part(.content))
        inner.options = collected
        _ = context.graph.text(of: content, in: inner)
        // An option matches a selection whose type its tag has: one tagged without
        // includeOptional is shown, but an optional selection never matches it, and picking it
        // changes nothing.
        let options = collected.options.map { option in
            (
                title: option.title,
                tag: option.tags.first { type(of: $0.base) == SelectionValue.self }
            )
        }
        let selection = selection
        return drawControl(
            label, reading: selection, kind: .picker(options: options.map(\.title)), in: context
        ) { value in
            options.first { $0.tag == AnyHashable(value) }?.title ?? "none"
        } set: { picked in
            if let tag = options.first(where: { $0.title == picked })?.tag?.base as? SelectionValue
            {
                selection.wrappedValue = tag
            }
        }
    }
}

#endif
