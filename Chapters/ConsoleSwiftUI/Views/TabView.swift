// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// Tabs: each view of its block is a tab, named by its `tabItem` and chosen by its `tag`. The
/// console draws the selected tab, then the tab bar under a line, the selected tab in brackets
/// and a badge in parentheses; a finger selects a tab by pressing its name. A tab once shown
/// keeps its state while another is selected, as a screen under a navigation stack's top does.
@MainActor
@preconcurrency
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let selection: Binding<SelectionValue>?
    nonisolated(unsafe) let content: Content

    nonisolated public init(
        selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
    ) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

@available(*, unavailable)
extension TabView: Sendable {}

extension View {
    /// The name and icon of this view's tab in a `TabView`.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }

    /// A number on this view's tab, or on a list row; none for 0.
    nonisolated public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(text: count == 0 ? nil : "\(count)"))
    }

    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(text: key?.key))
    }

    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(text: label.map { String($0) }))
    }
}

/// What a tab shows of itself in the tab bar: the modifiers on the view of its block.
struct TabTraits {
    var label: (any View)?
    var tags: [AnyHashable] = []
    var badge: String?
}

nonisolated protocol TabTraitsCarrier {
    func collect(into traits: inout TabTraits)
}

extension ModifiedContent: TabTraitsCarrier {
    func collect(into traits: inout TabTraits) {
        switch modifier {
        case let item as TabItemModifier: traits.label = item.label
        case let tag as TagModifier: traits.tags = tag.tags
        case let badge as BadgeModifier: traits.badge = badge.text
        default: break
        }
        (content as? any TabTraitsCarrier)?.collect(into: &traits)
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor
struct TabItemModifier: ViewModifier {
    typealias Body = Never
    nonisolated(unsafe) let label: any View

    nonisolated init(label: any View) {
        self.label = label
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor
struct BadgeModifier: ViewModifier {
    typealias Body = Never
    let text: String?

    nonisolated init(text: String?) {
        self.text = text
    }
}

@MainActor
extension TabItemModifier: DrawnModifier {
    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        context.graph.draw(content, in: context)
    }
}

@MainActor
extension BadgeModifier: DrawnModifier {
    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        context.graph.draw(content, in: context)
    }
}

/// The tabs shown so far, and the selected one when the view was given no selection.
@MainActor
final class TabsShown {
    var selected = 0
    var shown: Set<Int> = []
}

@MainActor
extension TabView: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let tabs = membersOf(content)
        guard !tabs.isEmpty else { return [] }
        let kept = context.graph.node(at: context.slot(.tab))
        let state = kept.kept(TabsShown.self) ?? TabsShown()
        kept.keep(state)
        let traits = tabs.map { tab in
            var traits = TabTraits()
            (tab.view as? any TabTraitsCarrier)?.collect(into: &traits)
            return traits
        }
        // A tab's tag of the selection's own type says which it is; else its position.
        let tags = traits.map { $0.tags.first { type(of: $0.base) == SelectionValue.self } }
        let selection = selection
        let selected =
            selection.map { selection in
                let value = context.graph.tracked(at: context.slot(.control)) {
                    AnyHashable(selection.wrappedValue)
                }
                return tags.firstIndex { $0 == value } ?? 0
            } ?? context.graph.tracked(at: context.slot(.tab)) { state.selected }
        state.shown.insert(selected)
        var lines: [String] = []
        for (index, tab) in tabs.enumerated() where state.shown.contains(index) {
            let place = context.child(.child(index))
            if index == selected {
                lines = context.graph.draw(tab.view, in: place)
            } else {
                context.graph.drawOffScreen(tab.view, in: place)
            }
        }
        var bar: [String] = []
        for (index, traits) in traits.enumerated() {
            let name = traits.label.map { context.graph.text(of: $0, in: context) } ?? "Tab"
            let shown = name + (traits.badge.map { " (\($0))" } ?? "")
            bar.append(index == selected ? "[\(shown)]" : shown)
            let tag = tags[index]
            context.graph.layer.buttons.append(
                TapTarget(title: name) {
                    if let selection, let value = tag?.base as? SelectionValue {
                        selection.wrappedValue = value
                    } else if selection == nil {
                        state.selected = index
                        kept.invalidate()
                    }
                })
        }
        return lines + [Screen.separator, bar.joined(separator: " ")]
    }
}

#endif
