// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Observation

/// A stored property of a view that SwiftUI looks after: `@State`, `@Environment`,
/// `@ObservedObject`, `@Binding`, or a struct of your own that holds some of them.
public protocol DynamicProperty {
    nonisolated mutating func update()
}

extension DynamicProperty {
    nonisolated public mutating func update() {}
}

/// A value a view owns. SwiftUI keeps it outside the view struct, for as long as the view
/// keeps its identity (its place on screen), so it survives every re-evaluation of `body`;
/// setting it evaluates again the bodies that read it. An `@Observable` object in `@State`
/// is kept the same way: the view's first one stays, whatever a later initializer makes.
///
/// As Xcode 27 builds it (`@State` is a macro there): a declaration's initial value,
/// `@State private var model = Model()`, is evaluated once, when the view's storage is made;
/// Xcode 26's property wrapper evaluated it each time the view was made and kept the first.
/// `State(initialValue:)`, called in an initializer, takes a value already made.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let installed: Installed<StateLocation<Value>>
    nonisolated(unsafe) let initialValue: () -> Value

    nonisolated public init(wrappedValue value: @autoclosure @escaping () -> Value) {
        initialValue = value
        installed = Installed()
    }

    nonisolated public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get {
            guard let location = installed.value else {
                warnNotInstalled()
                return initialValue()
            }
            return location.value
        }
        nonmutating set {
            guard let location = installed.value else {
                warnNotInstalled()
                return
            }
            location.value = newValue
        }
    }

    /// A binding to this state, for a child view to read and write: `$name`.
    public var projectedValue: Binding<Value> {
        guard let location = installed.value else {
            warnNotInstalled()
            return .constant(initialValue())
        }
        return Binding(location: location)
    }

    /// SwiftUI's words for state used before its view is on screen (in `init`, say).
    private func warnNotInstalled() {
        runtimeWarning(
            "Accessing State's value outside of being installed on a View. This will result "
                + "in a constant Binding of the initial value and will not update.")
    }
}

extension State: @unchecked Sendable where Value: Sendable {}

extension State where Value: ExpressibleByNilLiteral {
    nonisolated public init() {
        self.init(wrappedValue: nil)
    }
}

/// A value that someone else owns, read and written through: `@Binding var isOn: Bool`,
/// passed as `$isOn` from the view that holds the `@State`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let location: any ValueLocation<Value>

    init(location: any ValueLocation<Value>) {
        self.location = location
    }

    /// A binding that reads with `get` and writes with `set`. (SwiftUI's closures are
    /// `@Sendable` and `@isolated(any)`; the console's are `@Sendable` and run on the main
    /// actor.)
    public init(
        get: @escaping @MainActor @Sendable () -> Value,
        set: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        location = ClosureLocation(get: get, set: set)
    }

    /// A binding that always reads `value` and ignores writes, for previews and tests.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to one property of the value: `$order.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
        -> Binding<Subject>
    {
        Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath))
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: @MainActor Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }

    public func index(after i: Index) -> Index {
        wrappedValue.index(after: i)
    }

    public func formIndex(after i: inout Index) {
        wrappedValue.formIndex(after: &i)
    }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Element {
        Binding<Value.Element>(location: ElementLocation(base: location, index: position))
    }
}

extension Binding: @MainActor BidirectionalCollection
where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index {
        wrappedValue.index(before: i)
    }

    public func formIndex(before i: inout Index) {
        wrappedValue.formIndex(before: &i)
    }
}

extension Binding: @MainActor RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding {
    /// A binding to an optional value, from a binding to the value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        location = OptionalLocation(base: base.location)
    }

    /// A binding to the value of a binding to an optional value, or nil while it is nil.
    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        location = UnwrappedLocation(base: base.location)
    }

    /// A binding to a hashable value, seen as `AnyHashable`.
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
        location = HashableLocation(base: base.location)
    }
}

/// An `@Observable` object a view was handed, with bindings to its properties:
/// `@Bindable var order: Order`, then `TextField("Name", text: $order.name)`.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    @available(
        *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
    )
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    @available(
        *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
    )
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable where Value: AnyObject {
    /// A binding to one property of the object: `$order.name`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
        -> Binding<Subject>
    {
        Binding(location: ReferenceLocation(root: wrappedValue, keyPath: keyPath))
    }
}

extension Bindable where Value: ObservableObject {
    @available(
        *, unavailable,
        message:
            "@Bindable only works with Observable types. For ObservableObject types, use @ObservedObject instead."
    )
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Bindable where Value: AnyObject, Value: Observation.Observable {
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}

#endif
