// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// Runs actions when the view it modifies comes on screen, and when it leaves it: when it is
/// first drawn and when it goes away, and also when a screen is pushed over it and popped.
/// As in SwiftUI, a view's `onAppear` runs after those of the views inside it.
@MainActor
@preconcurrency
public struct _AppearanceActionModifier: ViewModifier {
    public typealias Body = Never
    nonisolated(unsafe) public var appear: (() -> Void)?
    nonisolated(unsafe) public var disappear: (() -> Void)?

    nonisolated public init(appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil) {
        self.appear = appear
        self.disappear = disappear
    }
}

@available(*, unavailable)
extension _AppearanceActionModifier: Sendable {}

/// Starts a task when the view it modifies comes on screen, and cancels it when it leaves.
@MainActor
@preconcurrency
public struct _TaskModifier: ViewModifier {
    public typealias Body = Never
    nonisolated(unsafe) public var action: @Sendable () async -> Void
    public var priority: TaskPriority

    nonisolated public init(priority: TaskPriority, action: @escaping @Sendable () async -> Void) {
        self.priority = priority
        self.action = action
    }
}

extension View {
    /// Runs `action` when the view comes on screen, after the views inside it.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Runs `action` when the view leaves the screen.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    /// Starts `action` as the view comes on screen and cancels it when the view leaves.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(priority: priority, action: action))
    }

    /// The same, and also cancels and starts it again when `value` changes.
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(TaskValueModifier(value: value, priority: priority, action: action))
    }

    /// Runs `action` with the old and the new value once an update that changed `value` is
    /// over; with `initial`, also when the view first appears, with the value twice.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(ValueChangeModifier(value: value, initial: initial, action: action))
    }

    /// The same, for an action that needs neither value.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        modifier(ValueChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// This view with another identity: when `id` changes, it is a new view, its state
    /// starts afresh, and it appears again.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: id)
    }
}

@MainActor
extension _AppearanceActionModifier: DrawnModifier {
    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let lines = context.graph.draw(content, in: context)
        let node = context.graph.node(at: context.slot(.appearance))
        context.graph.trackAppearance(
            of: node, in: context, appear: appear, disappear: disappear)
        return lines
    }
}

/// The task a view runs while it is on screen.
@MainActor
package final class RunningTask {
    var task: Task<Void, Never>?
    var id: Any?
    /// How many tasks views started that have not ended yet, cancelled ones included until
    /// they return: what lets the console wait for a screen's work, as a user waits for it.
    package private(set) static var unfinished = 0

    func start(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) {
        task?.cancel()
        Self.unfinished += 1
        task = Task(priority: priority) {
            await action()
            Self.unfinished -= 1
        }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }

    /// The task of the view drawn in `context`, started when the view comes on screen and
    /// cancelled when it leaves.
    @discardableResult
    static func follow(
        _ context: DrawingContext, priority: TaskPriority,
        _ action: @escaping @Sendable () async -> Void
    ) -> (ViewNode, RunningTask) {
        let node = context.graph.node(at: context.slot(.task))
        let running = node.kept(RunningTask.self) ?? RunningTask()
        node.keep(running)
        context.graph.trackAppearance(
            of: node, in: context, appear: { running.start(priority: priority, action) },
            disappear: { running.cancel() })
        return (node, running)
    }

    // A screen that goes away with its hosting controller takes its tasks with it.
    isolated deinit {
        task?.cancel()
    }
}

@MainActor
extension _TaskModifier: DrawnModifier {
    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let lines = context.graph.draw(content, in: context)
        RunningTask.follow(context, priority: priority, action)
        return lines
    }
}

/// `.task(id:)`: a task that starts again when its id changes.
@MainActor
struct TaskValueModifier<Value: Equatable>: ViewModifier, DrawnModifier {
    typealias Body = Never
    nonisolated(unsafe) let value: Value
    let priority: TaskPriority
    let action: @Sendable () async -> Void

    nonisolated init(
        value: Value, priority: TaskPriority, action: @escaping @Sendable () async -> Void
    ) {
        self.value = value
        self.priority = priority
        self.action = action
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let lines = context.graph.draw(content, in: context)
        let (node, running) = RunningTask.follow(context, priority: priority, action)
        let changed = (running.id as? Value).map { $0 != value } ?? false
        running.id = value
        if changed, node.hasAppeared {
            let (priority, action) = (priority, action)
            context.graph.afterThisUpdate { running.start(priority: priority, action) }
        }
        return lines
    }
}

/// `.onChange(of:initial:_:)`: the value as the last update saw it, and the action to run
/// when an update changes it.
@MainActor
struct ValueChangeModifier<Value: Equatable>: ViewModifier, DrawnModifier {
    typealias Body = Never
    nonisolated(unsafe) let value: Value
    let initial: Bool
    nonisolated(unsafe) let action: (Value, Value) -> Void

    nonisolated init(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let lines = context.graph.draw(content, in: context)
        let node = context.graph.node(at: context.slot(.change))
        let (value, action) = (value, action)
        if node.drawnForTheFirstTime() {
            if initial {
                context.graph.afterThisUpdate { action(value, value) }
            }
        } else if let old = node.lastValue as? Value, old != value {
            context.graph.afterThisUpdate { action(old, value) }
        }
        node.lastValue = value
        return lines
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
/// A view with an identity of its own, given by `.id(_:)`.
@MainActor
struct IDView<Content: View, ID: Hashable>: View, DrawnView {
    typealias Body = Never
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let id: ID

    nonisolated init(content: Content, id: ID) {
        self.content = content
        self.id = id
    }

    func draw(in context: DrawingContext) -> [String] {
        context.graph.draw(content, in: context.child(.explicitID(AnyHashable(id))))
    }
}

#endif
