// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A stored property of a view that SwiftUI looks after: `@State`, `@Environment`,
/// `@ObservedObject`, `@Binding`, or a struct of your own that holds some of them.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A value a view owns. SwiftUI keeps it outside the view struct, for as long as the view
/// stays in the same place on screen, so it survives every re-evaluation of `body`; setting
/// it evaluates again the bodies that read it.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let installed: Installed<StateLocation<Value>>
    let initialValue: Value

    public init(wrappedValue value: Value) {
        initialValue = value
        installed = Installed()
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get {
            guard let location = installed.value else {
                runtimeWarning(
                    "Reading State<\(Value.self)> outside of a view on screen: this is its "
                        + "initial value, and it never updates. Read @State in body, or in "
                        + "code that body calls.")
                return initialValue
            }
            return location.value
        }
        nonmutating set {
            guard let location = installed.value else {
                runtimeWarning(
                    "Setting State<\(Value.self)> outside of a view on screen changes nothing. "
                        + "Set @State from the view that holds it: its body, or an action it "
                        + "gives a button.")
                return
            }
            location.value = newValue
        }
    }

    /// A binding to this state, for a child view to read and write: `$name`.
    public var projectedValue: Binding<Value> {
        guard let location = installed.value else {
            runtimeWarning(
                "Binding to State<\(Value.self)> outside of a view on screen: the binding "
                    + "always reads the initial value. Make the binding in body.")
            return .constant(initialValue)
        }
        return Binding(location: location)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// A value that someone else owns, read and written through: `@Binding var isOn: Bool`,
/// passed as `$isOn` from the view that holds the `@State`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let location: any ValueLocation<Value>

    init(location: any ValueLocation<Value>) {
        self.location = location
    }

    /// A binding that reads with `get` and writes with `set`. (SwiftUI's closures are
    /// `@Sendable` and `@isolated(any)`; the console's run on the main actor.)
    public init(
        get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
    ) {
        location = ClosureLocation(get: get, set: set)
    }

    /// A binding that always reads `value` and ignores writes, for previews and tests.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
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
        let location = self.location
        return Binding<Subject>(
            get: { location.value[keyPath: keyPath] },
            set: { location.value[keyPath: keyPath] = $0 })
    }
}

extension Binding: DynamicProperty {}

#endif
