// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A stack of screens: its root, and the screens pushed over it, by a link's destination or
/// by a value on its path. Every screen in it keeps its place and its state while others are
/// pushed over it; the console draws the top one, with a back button on its title line.
@MainActor
@preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let root: Root
    nonisolated(unsafe) let path: Binding<Data>?
    /// How the stack reads and changes its path, made on the main actor when it is drawn.
    let access: @MainActor (Binding<Data>) -> PathAccess

    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
        access = NavigationPath.access
    }

    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
    where Data == NavigationPath {
        self.root = root()
        self.path = path
        access = NavigationPath.access
    }

    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        self.root = root()
        self.path = path
        access = { path in
            PathAccess(
                values: { path.wrappedValue.map { AnyHashable($0) } },
                append: { value in
                    guard let element = value.base as? Data.Element else { return false }
                    path.wrappedValue.append(element)
                    return true
                },
                removeLast: { path.wrappedValue.removeLast() })
        }
    }
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

/// How a stack reads and changes the path it was given.
@MainActor
struct PathAccess {
    let values: @MainActor () -> [AnyHashable]
    let append: @MainActor (AnyHashable) -> Bool
    let removeLast: @MainActor () -> Void
}

/// The values pushed onto a stack, of any hashable types.
nonisolated public struct NavigationPath {
    var elements: [AnyHashable] = []

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

@available(*, unavailable)
extension NavigationPath: Sendable {}

extension NavigationPath {
    /// How a stack reads and changes a bound `NavigationPath`.
    nonisolated static let access: @MainActor @Sendable (Binding<NavigationPath>) -> PathAccess = {
        path in
        PathAccess(
            values: { path.wrappedValue.elements },
            append: { value in
                path.wrappedValue.append(value)
                return true
            },
            removeLast: { path.wrappedValue.removeLast() })
    }
}

/// The stack of the iOS 13 to 15 apps: a `NavigationStack` without a path, kept deprecated as
/// the SDK keeps it.
@MainActor
@preconcurrency
public struct NavigationView<Content: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let content: Content

    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use NavigationStack or NavigationSplitView instead"
    )
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(*, unavailable)
extension NavigationView: Sendable {}

/// What a stack keeps in its place: the screens its view-destination links pushed, the path
/// it keeps itself when it was given none, and the destinations its screens declare.
@MainActor
final class NavigationState {
    var pushedViews: [PushedView] = []
    var ownPath: [AnyHashable] = []
    var destinations: [ObjectIdentifier: (AnyHashable) -> any View] = [:]
    var path: PathAccess?
    var missing: Set<String> = []

    var values: [AnyHashable] { path?.values() ?? ownPath }

    /// The state of the stack drawn in `context`, kept in its place.
    static func kept(in context: DrawingContext) -> NavigationState {
        let node = context.graph.node(at: context.slot(.stack))
        node.noteDrawn()
        let state = node.kept(NavigationState.self) ?? NavigationState()
        node.keep(state)
        return state
    }

    func append(_ value: AnyHashable) -> Bool {
        guard let path else {
            ownPath.append(value)
            return true
        }
        return path.append(value)
    }

    /// Pops the top screen.
    func pop() {
        if !pushedViews.isEmpty {
            pushedViews.removeLast().onPop?()
        } else if let path {
            path.removeLast()
        } else if !ownPath.isEmpty {
            ownPath.removeLast()
        }
    }

    /// Pops screens until `count` are left, the root included.
    func pop(toCount count: Int) {
        while values.count + pushedViews.count + 1 > count, values.count + pushedViews.count > 0 {
            pop()
        }
    }
}

@MainActor
extension NavigationStack: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let state = NavigationState.kept(in: context)
        state.path = path.map(access)
        return drawStack(root: root, state: state, in: context)
    }
}

@MainActor
extension NavigationView: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        drawStack(root: content, state: NavigationState.kept(in: context), in: context)
    }
}

/// Draws every screen of a stack, each in a place of its own, and shows the top one.
@MainActor
private func drawStack(root: any View, state: NavigationState, in context: DrawingContext)
    -> [String]
{
    let graph = context.graph
    var inner = context
    inner.navigation = state
    // The root is drawn first, so that the destinations it declares are there for the rest.
    let values = state.values
    let levels = 1 + values.count + state.pushedViews.count
    func level(_ index: Int) -> DrawingContext {
        var level = inner.child(.level(index))
        if index > 0 {
            level.environment[DismissKey.self] = DismissAction {
                Screen.change { state.pop(toCount: index) }
            }
            level.environment[IsPresentedKey.self] = true
        }
        return level
    }
    func draw(_ view: any View, at index: Int, madeNow: Bool = false) -> [String] {
        var level = level(index)
        level.inputsMayHaveChanged = level.inputsMayHaveChanged || madeNow
        if index == levels - 1 {
            return graph.draw(view, in: level)
        }
        graph.drawOffScreen(view, in: level)
        return []
    }
    var lines = draw(root, at: 0)
    for (offset, value) in values.enumerated() {
        let typeName = "\(type(of: value.base))"
        guard let destination = state.destinations[ObjectIdentifier(type(of: value.base))] else {
            if !state.missing.contains(typeName) {
                state.missing.insert(typeName)
                runtimeWarning(
                    "A NavigationLink is presenting a value of type “\(typeName)” but there "
                        + "is no matching navigationDestination declaration visible from the "
                        + "location "
                        + "of the link. The link cannot be activated.")
            }
            continue
        }
        // Made as a body is, so that what the destination reads draws it again.
        let (screen, made) = graph.made(at: level(1 + offset).slot(.destination), in: inner) {
            destination(value)
        }
        let shown = draw(screen, at: 1 + offset, madeNow: made.inputsMayHaveChanged)
        if 1 + offset == levels - 1 { lines = shown }
    }
    for (offset, pushed) in state.pushedViews.enumerated() {
        let index = 1 + values.count + offset
        let shown = draw(pushed.view, at: index)
        if index == levels - 1 { lines = shown }
    }
    if levels > 1 {
        graph.layer.back = { Screen.change { state.pop() } }
    }
    return lines
}

#endif
