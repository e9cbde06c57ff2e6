// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

// Three ways of offering a few buttons at once: a menu a button opens, a context menu a
// finger held on a view opens, and the actions a swiped row shows. Open, each covers the
// screen as an alert does, under its own name; pressing one of its buttons runs it and closes
// it, and `close` closes it unchosen.

/// A button that opens a menu of buttons. The console draws it as `[ title ▾ ]`.
@MainActor
@preconcurrency
public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let content: Content

    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
}

extension Menu where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

@available(*, unavailable)
extension Menu: Sendable {}

/// The side of a row that swipe actions come from.
nonisolated public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading
    case trailing
}

extension View {
    /// The buttons a finger held on this view shows.
    nonisolated public func contextMenu<MenuItems: View>(
        @ViewBuilder menuItems: () -> MenuItems
    ) -> some View {
        modifier(ChoiceModifier(items: menuItems(), kind: .contextMenu))
    }

    /// The buttons this row of a list shows when it is swiped.
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> T
    ) -> some View {
        modifier(ChoiceModifier(items: content(), kind: .swipeActions))
    }
}

/// Whether a menu, a context menu or a row's swipe actions are open.
@MainActor
final class ChoiceOpen {
    var isOpen = false
}

extension ViewGraph {
    /// Covers the screen with `items`' buttons while the choice kept at `place` is open; and
    /// returns what opens it.
    func offer(
        _ items: any View, titled title: String, as kind: ShownAlert.Kind, at place: Place,
        in context: DrawingContext
    ) -> @MainActor () -> Void {
        let node = node(at: place)
        let state = node.kept(ChoiceOpen.self) ?? ChoiceOpen()
        node.keep(state)
        let open = { @MainActor in
            state.isOpen = true
            node.invalidate()
        }
        guard tracked(at: place, { state.isOpen }) else { return open }
        let close = { @MainActor in
            state.isOpen = false
            node.invalidate()
        }
        let buttons = alertActions(in: items, in: context).buttons
        layer.alert = ShownAlert(
            title: title, kind: kind, message: [],
            buttons: buttons.map { button in
                TapTarget(title: button.title, isEnabled: button.isEnabled) {
                    close()
                    button.action()
                }
            }, close: close)
        return open
    }
}

@MainActor
extension Menu: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let title = context.graph.text(of: label, in: context)
        let open = context.graph.offer(
            content, titled: title, as: .menu, at: context.slot(.control), in: context)
        let isEnabled = context.environment.isEnabled
        context.graph.layer.buttons.append(
            TapTarget(title: title, isEnabled: isEnabled, action: open))
        return [isEnabled ? "[ \(title) ▾ ]" : "[ \(title) ▾ ] (disabled)"]
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
/// A context menu or swipe actions: the content as it is, and its buttons when opened.
@MainActor
struct ChoiceModifier<Items: View>: ViewModifier, DrawnModifier {
    typealias Body = Never
    nonisolated(unsafe) let items: Items
    let kind: ShownAlert.Kind

    nonisolated init(items: Items, kind: ShownAlert.Kind) {
        self.items = items
        self.kind = kind
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let lines = context.graph.draw(content, in: context)
        let title = lines.joined(separator: " ")
        let open = context.graph.offer(
            items, titled: title, as: kind, at: context.slot(.dialog), in: context)
        if kind == .swipeActions {
            context.rowExtras?.swipe = open
        } else {
            context.graph.layer.holds.append(HoldTarget(title: title, open: open))
        }
        return lines
    }
}

#endif
