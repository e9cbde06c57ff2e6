// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

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
    private let hasOwner: Bool
    private var ownerIsGone = false

    /// State kept in a view's place, or, with no owner, for the whole run (`@AppStorage`).
    init(_ value: Value, owner: ViewNode?) {
        hasOwner = owner != nil
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
        if hasOwner, isGone || owner == nil {
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
extension ViewNode {
    /// The storage of the view's state property `key`, made with `initial` the first time.
    func stateLocation<Value>(_ key: String, initial: () -> Value) -> StateLocation<Value> {
        if let location = kept(for: key, as: StateLocation<Value>.self) {
            return location
        }
        let location = StateLocation(initial(), owner: self)
        keep(location, for: key)
        return location
    }
}

@MainActor
extension State: InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues) {
        installed.install(node.stateLocation(key, initial: initialValue), for: node)
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

#endif
