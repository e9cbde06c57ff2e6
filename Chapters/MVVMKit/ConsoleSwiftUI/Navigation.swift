// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A stack of screens: its root, and the screens its links pushed over it. The console
/// draws the top one, with a back button on its title line once one was pushed.
@MainActor
public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    let root: Root

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }
}

/// The screens pushed onto a navigation stack. (The console keeps them itself; this type
/// is here for `NavigationStack`'s signature.)
public struct NavigationPath {
    public private(set) var count = 0
    public var isEmpty: Bool { count == 0 }
    public init() {}
}

/// A button that pushes its destination onto the navigation stack it is in.
@MainActor
public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    let label: Label
    let destination: Destination

    public init(
        @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.destination = destination()
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination) { Text(title) }
    }
}

extension View {
    /// The title a navigation stack shows for this screen.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationTitleModifier(title: titleKey.key))
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationTitleModifier(title: String(title)))
    }
}

/// The screens a stack has pushed, kept by the stack's node.
@MainActor
final class NavigationState {
    var pushed: [any View] = []
}

struct NavigationTitleModifier: ViewModifier, DrawnModifier {
    typealias Body = Never
    let title: String

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        context.graph.navigationTitle = title
        return context.graph.draw(content, in: context)
    }
}

extension NavigationStack: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let key = context.path + "/stack"
        let node = context.graph.node(at: key)
        node.isNew = false
        let state = node.storage["pushed"] as? NavigationState ?? NavigationState()
        node.storage["pushed"] = state
        var inner = context
        inner.navigation = state
        if !state.pushed.isEmpty {
            context.graph.back = {
                Screen.change { _ = state.pushed.popLast() }
            }
        }
        // Each screen is a place of its own: popping one drops its state.
        let shown = state.pushed.last ?? root
        return context.graph.draw(shown, in: inner.child("/\(state.pushed.count)"))
    }
}

extension NavigationLink: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let title = context.graph.text(of: label, in: context)
        let destination = destination
        let stack = context.navigation
        context.graph.buttons.append(
            TapTarget(title: title) {
                guard let stack else {
                    runtimeWarning(
                        "NavigationLink \"\(title)\" is not inside a NavigationStack, so it "
                            + "pushes nothing. Put the screen in a NavigationStack.")
                    return
                }
                Screen.change { stack.pushed.append(destination) }
            })
        return ["[ \(title) > ]"]
    }
}

#endif
