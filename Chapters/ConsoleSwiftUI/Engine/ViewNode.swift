// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Observation

/// One place on screen: the state of the view there, the body it last evaluated, and what
/// that body read.
@MainActor
final class ViewNode {
    private static var nextID = 0
    private static var live: [Int: Weak<ViewNode>] = [:]

    /// The node whose body is being evaluated: the reader of whatever state is read now.
    static var evaluating: ViewNode?

    let id: Int
    private(set) var isNew = true
    private(set) var isDirty = false
    private(set) var generation = 0
    var lastValue: Any?
    var lastBody: (any View)?
    /// Everything the place keeps, in one store: the storage of the view's `@State`,
    /// `@StateObject` and `@FocusState` by the property's name, and what the engine keeps for
    /// SwiftUI's own views here (a navigation stack's state, a task) by its type. A new kind
    /// of view keeps its state here, not in a field of its own.
    private var kept: [KeptKey: Any] = [:]

    private enum KeptKey: Hashable {
        case property(String)
        case engine(ObjectIdentifier)
    }
    /// The environment entries the body read, with the version it read of each.
    private var environmentReads: [(key: ObjectIdentifier, version: Int)] = []
    /// The publishers of the `ObservableObject`s the view holds now.
    var observedPublishers: Set<ObjectIdentifier> = []
    let slot = ContentSlot()
    /// Whether the view's `onAppear` ran and its `onDisappear` has not yet.
    var hasAppeared = false
    /// What to run once the node's place is gone while it is on screen: `onDisappear`.
    var onRemove: (() -> Void)?

    /// What the view's property `name` keeps here.
    func kept<T>(for name: String, as type: T.Type = T.self) -> T? {
        kept[.property(name)] as? T
    }

    func keep(_ value: AnyObject, for name: String) {
        kept[.property(name)] = value
    }

    /// What the engine keeps here of type `T`, one of a type.
    func kept<T>(_ type: T.Type = T.self) -> T? {
        kept[.engine(ObjectIdentifier(T.self))] as? T
    }

    func keep<T>(_ value: T?) {
        kept[.engine(ObjectIdentifier(T.self))] = value
    }

    init() {
        Self.nextID += 1
        id = Self.nextID
        Self.live[id] = Weak(self)
    }

    /// New, told that something its body read changed, handed an environment value that
    /// differs from the one it read, or given a value that differs from the last.
    func needsEvaluation(for value: Any, in context: DrawingContext) -> Bool {
        if isNew || isDirty {
            return true
        }
        // Whatever lies between the writer of an environment value and its reader, the reader
        // runs again when the value changes.
        let environmentChanged = environmentReads.contains { read in
            context.environment.version(of: read.key) != read.version
        }
        if environmentChanged {
            return true
        }
        guard context.inputsMayHaveChanged else { return false }
        return !isSame(value, lastValue)
    }

    /// Hands the view's dynamic properties their storage in this node, before `body`.
    func install(_ value: Any, environment: EnvironmentValues) {
        environmentReads = []
        observedPublishers = []
        hasDynamicProperties = false
        install(value, prefix: "", environment: environment)
        lastValue = value
    }

    /// Runs `body` as this node's code, inside the code of the views that drew it: what the
    /// view's property wrappers read is this place's, and a closure an outer view handed down
    /// (an action for a button) still reads the placement that made it. A view with no
    /// dynamic properties has nothing of its own to read: its code runs as its drawer's.
    func run<T>(_ body: () -> T) -> T {
        guard hasDynamicProperties else { return body() }
        return ViewOwner.$running.withValue(
            OwnerChain(node: id, outer: ViewOwner.running), operation: body)
    }

    /// Whether the view has a property SwiftUI installs (`@State`, `@Environment`, ...).
    private(set) var hasDynamicProperties = false

    static func isLive(_ id: Int) -> Bool {
        live[id] != nil
    }

    private func install(_ value: Any, prefix: String, environment: EnvironmentValues) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let key = prefix + (child.label ?? "\(index)")
            if let property = child.value as? any InstalledProperty {
                hasDynamicProperties = true
                property.install(on: self, key: key, environment: environment)
            } else if child.value is any DynamicProperty {
                install(child.value, prefix: key + ".", environment: environment)
            }
        }
    }

    /// Notes which environment entries reading `read` touched, and their versions now.
    func readEnvironment(_ environment: EnvironmentValues, _ read: (EnvironmentValues) -> Void) {
        for key in environment.keysRead(by: read) {
            environmentReads.append((key, environment.version(of: key)))
        }
    }

    /// Notes that the place was drawn, for a node that has no body to evaluate.
    func noteDrawn() {
        isNew = false
    }

    /// Whether this is the first time the place is drawn; after this, it is not.
    func drawnForTheFirstTime() -> Bool {
        defer { isNew = false }
        return isNew
    }

    /// Evaluates `body` with this node as the reader of the state it reads, and with
    /// Observation watching the properties it reads.
    func evaluate<T>(_ body: () -> T) -> T {
        isNew = false
        isDirty = false
        generation += 1
        let previous = Self.evaluating
        Self.evaluating = self
        defer { Self.evaluating = previous }
        let id = id
        let generation = generation
        return withObservationTracking(body) {
            ViewNode.observed(id: id, generation: generation)
        }
    }

    /// Whether the body of the given evaluation is still the current one.
    func isCurrent(_ generation: Int) -> Bool {
        self.generation == generation
    }

    func invalidate() {
        isDirty = true
        ViewGraph.scheduleRedraw()
    }

    func remove() {
        Self.live[id] = nil
        for location in kept.values.compactMap({ $0 as? any OwnedLocation }) {
            location.ownerLeft()
        }
    }

    /// Observation calls this before the new value is stored, on whichever thread stores it.
    /// On the main queue the node is marked at once, so that a redraw at the end of the change
    /// under way sees it; from anywhere else, on the main actor's next turn.
    nonisolated static func observed(id: Int, generation: Int) {
        onMainActor { invalidate(id: id, generation: generation) }
    }

    static func invalidate(id: Int, generation: Int) {
        guard let node = live[id]?.object, node.isCurrent(generation) else { return }
        node.invalidate()
    }
}

/// The content a modifier's body puts in place, kept by the modifier's node so that a body
/// evaluated earlier still draws the content as it is now.
@MainActor
final class ContentSlot {
    var content: any View = EmptyView()
    /// Whose code made the content: it is drawn as that view's, not the modifier's.
    var owner: OwnerChain?
    var place = Place()
    var inputsMayHaveChanged = true
}

#endif
