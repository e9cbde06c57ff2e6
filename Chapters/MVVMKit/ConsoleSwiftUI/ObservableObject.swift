// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

// Combine declares these three on Apple's platforms; it is not there on Linux, so the console
// declares them, with the Combine API a SwiftUI screen uses and no more.

/// An object that says before it changes: every view that observes it evaluates its body
/// again, whichever property changed and whether the view reads it or not.
@MainActor
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's own publisher, which its `@Published` properties send on.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.of(self)
    }
}

/// Tells an object's observers that it is about to change.
@MainActor
public final class ObservableObjectPublisher {
    private var observers: [Int: Weak] = [:]
    private struct Weak {
        weak var node: ViewNode?
    }

    public init() {}

    public func send() {
        let nodes = observers.values.compactMap(\.node)
        observers = observers.filter { $0.value.node != nil }
        for node in nodes {
            node.invalidate()
        }
    }

    func observe(by node: ViewNode) {
        observers[node.id] = Weak(node: node)
    }

    // The publisher an object gets when it does not declare its own, kept with the object.
    private static var publishers:
        [ObjectIdentifier: (owner: Owner, publisher: ObservableObjectPublisher)] =
            [:]
    private struct Owner {
        weak var object: AnyObject?
    }

    static func of(_ object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        if let entry = publishers[key], entry.owner.object === object {
            return entry.publisher
        }
        publishers = publishers.filter { $0.value.owner.object != nil }
        let publisher = ObservableObjectPublisher()
        publishers[key] = (Owner(object: object), publisher)
        return publisher
    }
}

/// A property of an `ObservableObject` that sends `objectWillChange` before each change.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public init(initialValue: Value) {
        value = initialValue
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    @MainActor
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

/// An `ObservableObject` a view observes: any change to it evaluates the view's body again.
/// The view does not own it: a view made again with a new object observes the new one.
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties: `$model.name`.
    @MainActor
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            let root = root
            return Binding(
                get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper {
        Wrapper(root: wrappedValue)
    }
}

extension ObservedObject: InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues) {
        wrappedValue.objectWillChange.observe(by: node)
    }

    func isSame(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }
}

#endif
