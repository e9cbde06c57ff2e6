// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

// Combine declares these three on Apple's platforms; it is not there on Linux, so the console
// declares them, with the Combine API a SwiftUI screen uses and no more. As in Combine, none
// of them is bound to the main actor.

/// An object that says before it changes: every view that observes it evaluates its body
/// again, whichever property changed and whether the view reads it or not.
nonisolated public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's own publisher, which its `@Published` properties send on.
    nonisolated public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.of(self)
    }
}

/// Tells an object's observers that it is about to change.
nonisolated public final class ObservableObjectPublisher {
    private let lock = NSLock()
    private var observers: [Int: Weak<ViewNode>] = [:]

    public init() {}

    /// Tells every view that holds the object now. SwiftUI expects this on the main thread,
    /// and says so when it is not.
    public func send() {
        if !isOnMainQueue {
            runtimeWarning(
                "Publishing changes from background threads is not allowed; make sure to "
                    + "publish values from the main thread (via operators like receive(on:)) "
                    + "on model updates.")
        }
        let publisher = Unchecked(self)
        onMainActor { publisher.value.tellObservers() }
    }

    @MainActor
    private func tellObservers() {
        let nodes = lock.withLock {
            observers = observers.filter { $0.value.object != nil }
            return observers.values.compactMap(\.object)
        }
        let id = ObjectIdentifier(self)
        let current = nodes.filter { $0.observedPublishers.contains(id) }
        if !current.isEmpty, ViewNode.evaluating != nil {
            runtimeWarning(
                "Publishing changes from within view updates is not allowed, this will cause "
                    + "undefined behavior.")
        }
        for node in current.sorted(by: { $0.id < $1.id }) {
            node.invalidate()
        }
    }

    /// `node`'s view holds the object now; it stops hearing it once it holds another.
    @MainActor
    func observe(by node: ViewNode) {
        node.observedPublishers.insert(ObjectIdentifier(self))
        lock.withLock { observers[node.id] = Weak(node) }
    }

    // The publisher an object gets when it does not declare its own, kept with the object.
    private static let publishers = PublisherTable()

    static func of(_ object: AnyObject) -> ObservableObjectPublisher {
        publishers.publisher(of: object)
    }
}

/// Each object's own publisher, released with the object.
nonisolated private final class PublisherTable: @unchecked Sendable {
    private struct Entry {
        let owner: Weak<AnyObject>
        let publisher: ObservableObjectPublisher
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let key = ObjectIdentifier(object)
            if let entry = entries[key], entry.owner.object === object {
                return entry.publisher
            }
            entries = entries.filter { $0.value.owner.object != nil }
            let publisher = ObservableObjectPublisher()
            entries[key] = Entry(owner: Weak(object), publisher: publisher)
            return publisher
        }
    }
}

/// A property of an `ObservableObject` that sends `objectWillChange` before each change.
@propertyWrapper
public struct Published<Value> {
    nonisolated(unsafe) private var value: Value

    nonisolated public init(wrappedValue: Value) {
        value = wrappedValue
    }

    nonisolated public init(initialValue: Value) {
        value = initialValue
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            (object as? any ObservableObject)?.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// An `ObservableObject` a view was handed: any change to it evaluates the view's body
/// again. The view does not own it: a view made again with another object observes that one,
/// and no longer the first.
@propertyWrapper
@MainActor
@preconcurrency
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    @MainActor
    @preconcurrency
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            Binding(location: ReferenceLocation(root: root, keyPath: keyPath))
        }
    }

    // Not the wrapped value itself: a wrapper's wrapped value passes its isolation on to the
    // property it wraps, and SwiftUI's is the main actor's.
    nonisolated(unsafe) private var object: ObjectType

    public var wrappedValue: ObjectType {
        get { object }
        set { object = newValue }
    }

    nonisolated public init(wrappedValue: ObjectType) {
        object = wrappedValue
    }

    nonisolated public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper {
        Wrapper(root: wrappedValue)
    }
}

@MainActor
extension ObservedObject: InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues) {
        wrappedValue.objectWillChange.observe(by: node)
    }

    func isSame(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }
}

/// An `ObservableObject` a view makes and owns: the object is made once, the first time the
/// view appears in its place, and kept for as long as the view keeps its identity, however
/// often its parent makes the view again.
@propertyWrapper
@MainActor
@preconcurrency
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    nonisolated(unsafe) let make: () -> ObjectType
    let installed = Installed<ObjectBox<ObjectType>>()

    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    public var wrappedValue: ObjectType {
        guard let box = installed.value else {
            runtimeWarning(
                "Accessing StateObject's object without being installed on a View. This will "
                    + "create a new instance each time.")
            return make()
        }
        return box.object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// The object a `@StateObject` made, kept in its view's place.
final class ObjectBox<ObjectType> {
    let object: ObjectType

    init(_ object: ObjectType) {
        self.object = object
    }
}

@MainActor
extension StateObject: InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues) {
        let box = node.kept(for: key, as: ObjectBox<ObjectType>.self) ?? ObjectBox(make())
        node.keep(box, for: key)
        installed.install(box, for: node)
        box.object.objectWillChange.observe(by: node)
    }

    func isSame(as other: Any) -> Bool { true }
}

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`.
/// SwiftUI stops the app when there is none.
@propertyWrapper
@MainActor
@preconcurrency
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    @MainActor
    @preconcurrency
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            Binding(location: ReferenceLocation(root: root, keyPath: keyPath))
        }
    }

    let installed = Installed<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = installed.value else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A "
                    + "View.environmentObject(_:) for \(ObjectType.self) may be missing as an "
                    + "ancestor of this view.")
        }
        return object
    }

    public var projectedValue: Wrapper {
        Wrapper(root: wrappedValue)
    }
}

@MainActor
extension EnvironmentObject: InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues) {
        node.readEnvironment(environment) { _ = $0[ObjectKey<ObjectType>.self] }
        let object = environment[ObjectKey<ObjectType>.self]
        installed.install(object, for: node)
        object?.objectWillChange.observe(by: node)
    }

    func isSame(as other: Any) -> Bool { true }
}

extension View {
    /// This view, with `object` in the environment for `@EnvironmentObject`.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(ObjectWritingModifier(object: object))
    }
}

#endif
