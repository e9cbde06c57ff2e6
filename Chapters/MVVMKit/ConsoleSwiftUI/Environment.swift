// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A key for a value of the environment, with the value every view reads until an ancestor
/// sets another.
nonisolated public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values that flow down the view hierarchy: a view reads the one its nearest ancestor
/// set with `.environment(_:_:)`, or the key's default. Add your own by extending it with a
/// property that reads and writes `self[YourKey.self]`.
nonisolated public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String {
        "EnvironmentValues (\(values.count) set)"
    }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

/// Reads a value of the environment in `body`: `@Environment(\.yourKey) var value`.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let installed = Installed<EnvironmentValues>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        guard let values = installed.value else {
            runtimeWarning(
                "Reading Environment<\(Value.self)> outside of a view on screen: this is the "
                    + "key's default value, and it never updates. Read @Environment in body, "
                    + "or in code that body calls.")
            return EnvironmentValues()[keyPath: keyPath]
        }
        return values[keyPath: keyPath]
    }
}

/// Sets a value of the environment for a view and everything inside it.
@MainActor
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }
}

@available(*, unavailable)
extension _EnvironmentKeyWritingModifier: Sendable {}

extension View {
    /// This view, with `value` at `keyPath` of the environment for it and all inside it.
    public func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    ) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}

#endif
