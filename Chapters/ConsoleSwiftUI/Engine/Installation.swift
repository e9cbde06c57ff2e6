// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// A dynamic property SwiftUI installs itself: state, environment, observed objects.
@MainActor
protocol InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues)
    /// Whether a new value of the property is the same as `other` for the view's sake.
    func isSame(as other: Any) -> Bool
}

/// Whose code runs now. A view value placed twice is two views that share the value's
/// property wrappers; what those read depends on which placement's code runs: its body, or an
/// action, a task, a refresh or a binding its body made. The engine says so here, and only
/// here: it draws what a body made as that body's node, and binds each closure it keeps for
/// later to the node whose code made it.
nonisolated enum ViewOwner {
    /// The nodes whose code runs now, innermost first; nil outside any view's code (a test
    /// reading a view). A closure a view hands to a view inside it (an action for its button)
    /// runs with both: the inner view has no storage in the outer one's wrappers, so the outer
    /// one's is found.
    @TaskLocal static var running: OwnerChain?

    /// `action`, kept to run later, as the view whose code made it: a tap, a field's change,
    /// what an update runs once it is over. A task started there keeps the owner across its
    /// awaits, as task-locals do.
    static func bound(_ action: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        guard let owner = running else { return action }
        return { $running.withValue(owner) { action() } }
    }

    static func bound<T>(_ action: @escaping @MainActor (T) -> Void) -> @MainActor (T) -> Void {
        guard let owner = running else { return action }
        return { value in $running.withValue(owner) { action(value) } }
    }

    static func bound(_ action: @escaping @MainActor () async -> Void)
        -> @MainActor () async -> Void
    {
        guard let owner = running else { return action }
        return { await $running.withValue(owner) { await action() } }
    }

    static func bound(plain action: @escaping () -> Void) -> () -> Void {
        guard let owner = running else { return action }
        return { $running.withValue(owner) { action() } }
    }

    static func bound<T>(plain action: @escaping (T) -> Void) -> (T) -> Void {
        guard let owner = running else { return action }
        return { value in $running.withValue(owner) { action(value) } }
    }

    static func bound<T, U>(plain action: @escaping (T, U) -> Void) -> (T, U) -> Void {
        guard let owner = running else { return action }
        return { first, second in $running.withValue(owner) { action(first, second) } }
    }
}

/// A node whose code runs, and the nodes whose code drew it.
nonisolated final class OwnerChain: Sendable {
    let node: Int
    let outer: OwnerChain?

    init(node: Int, outer: OwnerChain?) {
        self.node = node
        self.outer = outer
    }
}

/// Where a property wrapper finds what it was installed with, for each placement of its view:
/// what the running view's node installed, or else what was installed last. Installing happens
/// on the main actor; a view read elsewhere finds what was installed last.
nonisolated final class Installed<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var byNode: [Int: Value] = [:]
    private var last: Value?

    init() {}

    var value: Value? {
        var owner = ViewOwner.running
        return lock.withLock {
            while let link = owner {
                if let value = byNode[link.node] { return value }
                owner = link.outer
            }
            return last
        }
    }

    /// Keeps `value` for `node`, and forgets what nodes no longer on screen had.
    @MainActor
    func install(_ value: Value?, for node: ViewNode) {
        let live = byNode.keys.filter(ViewNode.isLive)
        lock.withLock {
            byNode = byNode.filter { live.contains($0.key) }
            byNode[node.id] = value
            last = value
        }
    }
}

#endif
