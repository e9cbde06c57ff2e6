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

/// A button that pushes a screen onto the stack it is in: its destination, or the screen the
/// stack's `navigationDestination(for:)` gives its value.
@MainActor
@preconcurrency
public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let label: Label
    let push: Push

    @MainActor
    enum Push {
        case view(Destination)
        case value(AnyHashable?)
    }

    nonisolated public init(
        @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        push = .view(destination())
    }

    @available(
        iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination"
    )
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = .view(destination)
    }
}

@available(*, unavailable)
extension NavigationLink: Sendable {}

extension NavigationLink where Label == Text {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = .value(value.map { AnyHashable($0) })
    }

    nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?)
    where Label == Text {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?)
    where Label == Text {
        self.init(value: value) { Text(title) }
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

extension View {
    /// The title a navigation stack shows for this screen.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationTitleModifier(title: titleKey.key))
    }

    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationTitleModifier(title: String(title)))
    }

    /// Pushes `destination` onto the stack while `isPresented` is true; going back sets it to
    /// false.
    nonisolated public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        modifier(PresentedDestinationModifier(isPresented: isPresented, destination: destination()))
    }

    /// The screen the stack shows for a value of type `D` pushed onto it.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }
}

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

/// A screen a link pushed, which its link keeps up to date while the link is drawn.
@MainActor
final class PushedView {
    var view: any View
    /// What popping it does besides: sets `navigationDestination(isPresented:)`'s binding.
    var onPop: (() -> Void)?

    init(_ view: any View) {
        self.view = view
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor
struct NavigationTitleModifier: ViewModifier, DrawnModifier {
    typealias Body = Never
    let title: String

    nonisolated init(title: String) {
        self.title = title
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        context.graph.layer.navigationTitle = title
        return context.graph.draw(content, in: context)
    }
}

@MainActor
struct NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier, DrawnModifier {
    typealias Body = Never
    nonisolated(unsafe) let destination: (D) -> C

    nonisolated init(destination: @escaping (D) -> C) {
        self.destination = destination
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        if let stack = context.navigation {
            let destination = destination
            stack.destinations[ObjectIdentifier(D.self)] = { value in
                destination(value.base as! D)
            }
        } else {
            runtimeWarning(
                "navigationDestination(for: \(D.self).self) is not inside a NavigationStack, "
                    + "so no link can use it. Put it inside the stack's root view.")
        }
        return context.graph.draw(content, in: context)
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

@MainActor
extension NavigationLink: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let title = context.graph.text(of: label, in: context)
        let node = context.graph.node(at: context.slot(.link))
        node.noteDrawn()
        let stack = context.navigation
        let isEnabled = context.environment.isEnabled
        let action: @MainActor () -> Void
        switch push {
        case .view(let destination):
            // The screen this link pushed shows what the link's parent gives it now.
            if let pushed = node.kept(Weak<PushedView>.self)?.object {
                pushed.view = destination
            }
            action = {
                guard let stack else { return warnOutsideStack(title) }
                let pushed = PushedView(destination)
                node.keep(Weak(pushed))
                Screen.change { stack.pushedViews.append(pushed) }
            }
        case .value(let value):
            action = {
                guard let stack else { return warnOutsideStack(title) }
                guard let value else { return }
                guard stack.destinations[ObjectIdentifier(type(of: value.base))] != nil else {
                    runtimeWarning(
                        "A NavigationLink is presenting a value of type "
                            + "“\(type(of: value.base))” but there is no matching "
                            + "navigationDestination declaration visible from the location of "
                            + "the link. The link cannot be activated.")
                    return
                }
                Screen.change { _ = stack.append(value) }
            }
        }
        context.graph.layer.buttons.append(
            TapTarget(title: title, isEnabled: isEnabled, action: action))
        return [isEnabled ? "[ \(title) > ]" : "[ \(title) > ] (disabled)"]
    }
}

@MainActor
private func warnOutsideStack(_ title: String) {
    runtimeWarning(
        "NavigationLink \"\(title)\" is not inside a NavigationStack, so it pushes nothing. "
            + "Put the screen in a NavigationStack.")
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
/// `navigationDestination(isPresented:destination:)`: a screen of the stack while its binding
/// is true.
@MainActor
struct PresentedDestinationModifier<Destination: View>: ViewModifier, DrawnModifier {
    typealias Body = Never
    let isPresented: Binding<Bool>
    nonisolated(unsafe) let destination: Destination

    nonisolated init(isPresented: Binding<Bool>, destination: Destination) {
        self.isPresented = isPresented
        self.destination = destination
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let lines = context.graph.draw(content, in: context)
        let isPresented = isPresented
        let node = context.graph.node(at: context.slot(.destination))
        let shown = context.graph.tracked(at: context.slot(.destination)) {
            isPresented.wrappedValue
        }
        guard let stack = context.navigation else {
            if shown {
                runtimeWarning(
                    "navigationDestination(isPresented:) is not inside a NavigationStack, so "
                        + "it pushes nothing. Put it inside the stack's root view.")
            }
            return lines
        }
        let pushed = node.kept(Weak<PushedView>.self)?.object.flatMap { pushed in
            stack.pushedViews.contains { $0 === pushed } ? pushed : nil
        }
        if shown, let pushed {
            pushed.view = destination
        } else if shown {
            let screen = PushedView(destination)
            screen.onPop = { isPresented.wrappedValue = false }
            node.keep(Weak(screen))
            stack.pushedViews.append(screen)
            node.invalidate()
        } else if let pushed, let index = stack.pushedViews.firstIndex(where: { $0 === pushed }) {
            stack.pushedViews.removeSubrange(index...)
            node.keep(Weak<PushedView>?.none)
            node.invalidate()
        }
        return lines
    }
}

#endif
