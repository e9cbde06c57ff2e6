// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation
import Observation

/// One place on screen: the state of the view there, the body it last evaluated, and what
/// that body read.
@MainActor
final class ViewNode {
    private static var nextID = 0
    private static var live: [Int: WeakNode] = [:]

    /// The node whose body is being evaluated: the reader of whatever state is read now.
    static var evaluating: ViewNode?

    let id: Int
    var isNew = true
    private(set) var isDirty = false
    private(set) var generation = 0
    var lastValue: Any?
    var lastBody: (any View)?
    /// Each `@State` and `@StateObject` of the view, by the property's name, and what the
    /// console's own views keep in their place (a navigation stack's screens, say).
    var storage: [String: AnyObject] = [:]
    /// The environment entries the body read, with the version it read of each.
    private var environmentReads: [(key: ObjectIdentifier, version: Int)] = []
    /// The publishers of the `ObservableObject`s the view holds now.
    var observedPublishers: Set<ObjectIdentifier> = []
    let slot = ContentSlot()
    /// Whether the view's `onAppear` ran and its `onDisappear` has not yet.
    var hasAppeared = false
    /// What to run once the node's place is gone while it is on screen: `onDisappear`.
    var onRemove: (() -> Void)?

    init() {
        Self.nextID += 1
        id = Self.nextID
        Self.live[id] = WeakNode(node: self)
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
        install(value, prefix: "", environment: environment)
        lastValue = value
    }

    private func install(_ value: Any, prefix: String, environment: EnvironmentValues) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let key = prefix + (child.label ?? "\(index)")
            if let property = child.value as? any InstalledProperty {
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
        for location in storage.values.compactMap({ $0 as? any OwnedLocation }) {
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
        guard let node = live[id]?.node, node.isCurrent(generation) else { return }
        node.invalidate()
    }
}

struct WeakNode {
    weak var node: ViewNode?
}

/// Runs `body` on the main actor: now when this is the main queue, where the main actor runs,
/// else on its next turn. (Its thread is not always the main thread once an asynchronous
/// `main` has awaited, so `Thread.isMainThread` cannot tell.)
nonisolated func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if DispatchQueue.getSpecific(key: mainQueue) != nil {
        MainActor.assumeIsolated(body)
    } else {
        Task { @MainActor in body() }
    }
}

/// Whether this code runs on the main queue.
nonisolated var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: mainQueue) != nil
}

nonisolated let mainQueue: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// A dynamic property SwiftUI installs itself: state, environment, observed objects.
@MainActor
protocol InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues)
    /// Whether a new value of the property is the same as `other` for the view's sake.
    func isSame(as other: Any) -> Bool
}

/// Where a property wrapper finds what it was installed with; empty until then. Installing
/// happens on the main actor; a view read elsewhere finds what was installed last.
nonisolated final class Installed<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    init() {}

    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

@MainActor
protocol OwnedLocation {
    func ownerLeft()
}

/// The storage of one `@State`: it records which bodies read it, and evaluates them again
/// when it is set. SwiftUI lets state be read and set from any thread; the value is kept
/// under a lock, and the bodies are told on the main actor.
nonisolated final class StateLocation<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    private var readers: [Int: Int] = [:]
    private weak var owner: ViewNode?
    private var ownerIsGone = false

    init(_ value: Value, owner: ViewNode) {
        stored = value
        self.owner = owner
    }

    var value: Value {
        get {
            if isOnMainQueue {
                MainActor.assumeIsolated { noteReader() }
            }
            return lock.withLock { stored }
        }
        set {
            lock.withLock { stored = newValue }
            onMainActor { self.changed() }
        }
    }

    @MainActor
    private func noteReader() {
        if let reader = ViewNode.evaluating {
            lock.withLock { readers[reader.id] = reader.generation }
        }
    }

    @MainActor
    private func changed() {
        if ViewNode.evaluating != nil {
            ViewGraph.warnOfChangeDuringUpdate()
        }
        let isGone = lock.withLock { ownerIsGone }
        if isGone || owner == nil {
            runtimeWarning(
                "A binding to State<\(Value.self)> was set after its view left the screen: "
                    + "nothing shows the change. Keep a binding only as long as the view "
                    + "that holds its state.")
        }
        let toTell = lock.withLock {
            defer { readers = [:] }
            return readers
        }
        for (id, generation) in toTell.sorted(by: { $0.key < $1.key }) {
            ViewNode.invalidate(id: id, generation: generation)
        }
    }

    @MainActor
    func ownerLeft() {
        lock.withLock { ownerIsGone = true }
    }
}

@MainActor
extension StateLocation: OwnedLocation {}

@MainActor
extension State: InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues) {
        if let location = node.storage[key] as? StateLocation<Value> {
            installed.value = location
        } else {
            let location = StateLocation(initialValue, owner: node)
            node.storage[key] = location
            installed.value = location
        }
    }

    func isSame(as other: Any) -> Bool { true }
}

@MainActor
extension Environment: InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues) {
        installed.value = environment
        node.readEnvironment(environment) { values in _ = read(values) }
    }

    func isSame(as other: Any) -> Bool { true }
}

@MainActor
extension Binding: InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues) {}

    func isSame(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return location.isSameLocation(as: other.location)
    }
}

/// Whether two values are the same for a view: equal where they are `Equatable`, the same
/// object where they are classes, the same field by field otherwise. Closures never are.
@MainActor
func isSame(_ a: Any, _ b: Any?) -> Bool {
    guard let b, ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)) else {
        return false
    }
    if let property = a as? any InstalledProperty {
        return property.isSame(as: b)
    }
    let mirror = Mirror(reflecting: a)
    if mirror.displayStyle == .class {
        return (a as AnyObject) === (b as AnyObject)
    }
    if let equatable = a as? any Equatable {
        return isEqual(equatable, b)
    }
    switch mirror.displayStyle {
    case .struct?, .tuple?, .optional?, .collection?, .enum?:
        let other = Mirror(reflecting: b)
        if mirror.displayStyle == .enum, mirror.children.isEmpty {
            return "\(a)" == "\(b)"
        }
        guard mirror.children.count == other.children.count else { return false }
        return zip(mirror.children, other.children).allSatisfy {
            $0.label == $1.label && isSame($0.value, $1.value)
        }
    default:
        return false
    }
}

private func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
    (b as? T) == a
}

#endif
