// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Observation

/// One place on screen: the state of the view there, the body it last evaluated, and what
/// that body read.
@MainActor
final class ViewNode {
    private static var nextID = 0
    private static var live: [Int: Weak] = [:]
    private struct Weak {
        weak var node: ViewNode?
    }

    /// The node whose body is being evaluated: the reader of whatever state is read now.
    static var evaluating: ViewNode?

    let id: Int
    var isNew = true
    private(set) var isDirty = false
    private(set) var generation = 0
    var lastValue: Any?
    var lastBody: (any View)?
    /// Each `@State` of the view, by the property's name.
    var storage: [String: AnyObject] = [:]
    private var environmentReads: [(keyPath: AnyKeyPath, value: Any?)] = []
    let slot = ContentSlot()
    /// What to run once the node's place is gone: an `onDisappear` action.
    var onRemove: (() -> Void)?

    init() {
        Self.nextID += 1
        id = Self.nextID
        Self.live[id] = Weak(node: self)
    }

    /// New, told that something its body read changed, or given a value that differs from
    /// the last (by value, and by the environment values it reads).
    func needsEvaluation(for value: Any, in context: DrawingContext) -> Bool {
        if isNew || isDirty {
            return true
        }
        guard context.inputsMayHaveChanged else { return false }
        if !isSame(value, lastValue) {
            return true
        }
        return environmentReads.contains { read in
            guard let current = context.environment[keyPath: read.keyPath] else { return true }
            return !isSame(current, read.value)
        }
    }

    /// Hands the view's dynamic properties their storage in this node, before `body`.
    func install(_ value: Any, environment: EnvironmentValues) {
        environmentReads = []
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

    func read<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>, in values: EnvironmentValues) {
        environmentReads.append((keyPath, values[keyPath: keyPath]))
    }

    /// Evaluates `body` with this node as the reader of the state it reads, and with
    /// Observation watching the properties it reads.
    func evaluate(_ body: () -> any View) -> any View {
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
        if DispatchQueue.getSpecific(key: mainQueue) != nil {
            MainActor.assumeIsolated { invalidate(id: id, generation: generation) }
        } else {
            Task { @MainActor in invalidate(id: id, generation: generation) }
        }
    }

    /// Marks the main queue, where the main actor runs: its thread is not always the main
    /// thread once an asynchronous `main` has awaited, so `Thread.isMainThread` cannot tell.
    nonisolated static let mainQueue: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    private static func invalidate(id: Int, generation: Int) {
        guard let node = live[id]?.node, node.isCurrent(generation) else { return }
        node.invalidate()
    }
}

/// A dynamic property SwiftUI installs itself: state, environment, observed objects.
@MainActor
protocol InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues)
    /// Whether a new value of the property is the same as `other` for the view's sake.
    func isSame(as other: Any) -> Bool
}

/// Where a property wrapper finds what it was installed with; empty until then.
final class Installed<Value> {
    var value: Value?
    nonisolated init() {}
}

/// Where a binding reads and writes.
@MainActor
protocol ValueLocation<Value>: AnyObject {
    associatedtype Value
    var value: Value { get set }
}

@MainActor
protocol OwnedLocation {
    func ownerLeft()
}

/// The storage of one `@State`: it records which bodies read it, and evaluates them again
/// when it is set.
@MainActor
final class StateLocation<Value>: ValueLocation, OwnedLocation {
    private var stored: Value
    private weak var owner: ViewNode?
    private var ownerIsGone = false
    private var readers: [Int: (node: Weak, generation: Int)] = [:]
    private struct Weak {
        weak var node: ViewNode?
    }

    init(_ value: Value, owner: ViewNode) {
        stored = value
        self.owner = owner
    }

    var value: Value {
        get {
            if let reader = ViewNode.evaluating {
                readers[reader.id] = (Weak(node: reader), reader.generation)
            }
            return stored
        }
        set {
            if ownerIsGone || owner == nil {
                runtimeWarning(
                    "A binding to State<\(Value.self)> was set after its view left the screen: "
                        + "nothing shows the change. Keep a binding only as long as the view "
                        + "that holds its state.")
            }
            stored = newValue
            let current = readers.values.compactMap { reader in
                reader.node.node.flatMap { $0.isCurrent(reader.generation) ? $0 : nil }
            }
            readers = [:]
            for node in current {
                node.invalidate()
            }
            Screen.change()
        }
    }

    func ownerLeft() {
        ownerIsGone = true
    }
}

final class ClosureLocation<Value>: ValueLocation {
    private let get: @MainActor () -> Value
    private let set: @MainActor (Value) -> Void

    nonisolated init(
        get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
    ) {
        self.get = get
        self.set = set
    }

    var value: Value {
        get { get() }
        set { set(newValue) }
    }
}

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

extension Environment: InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues) {
        installed.value = environment
        node.read(keyPath, in: environment)
    }

    func isSame(as other: Any) -> Bool { true }
}

extension Binding: InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues) {}

    func isSame(as other: Any) -> Bool {
        (other as? Binding<Value>)?.location === location
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
