// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Observation

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
    /// A value, and the version its writer gave it: readers run again when it changes.
    private struct Entry {
        var value: Any
        var version: Int
    }

    private var values: [ObjectIdentifier: Entry] = [:]
    private var recorder: KeyRecorder?

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            recorder?.keys.append(ObjectIdentifier(key))
            return values[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue
        }
        set {
            recorder?.keys.append(ObjectIdentifier(key))
            let version = values[ObjectIdentifier(key)]?.version ?? 0
            values[ObjectIdentifier(key)] = Entry(value: newValue, version: version)
        }
    }

    /// The `@Observable` object of this type that an ancestor put in the environment with
    /// `.environment(_:)`, if any.
    public subscript<T: AnyObject & Observation.Observable>(objectType: T.Type) -> T? {
        get { self[ObjectKey<T>.self] }
        set { self[ObjectKey<T>.self] = newValue }
    }

    public var description: String {
        "EnvironmentValues (\(values.count) set)"
    }

    /// The version of a key's value: 0 while it has its default.
    func version(of key: ObjectIdentifier) -> Int {
        values[key]?.version ?? 0
    }

    /// The keys `read` reads.
    func keysRead(by read: (EnvironmentValues) -> Void) -> [ObjectIdentifier] {
        var copy = self
        let recorder = KeyRecorder()
        copy.recorder = recorder
        read(copy)
        return recorder.keys
    }

    /// Makes a writer's change, giving what it sets the writer's version.
    mutating func write(version: Int, _ change: (inout EnvironmentValues) -> Void) {
        let recorder = KeyRecorder()
        self.recorder = recorder
        change(&self)
        self.recorder = nil
        for key in recorder.keys {
            values[key]?.version = version
        }
    }
}

/// Notes the keys of an environment that are read or written.
nonisolated final class KeyRecorder {
    var keys: [ObjectIdentifier] = []
}

/// Where the environment keeps an object by its type.
nonisolated struct ObjectKey<T>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

/// Reads a value of the environment in `body`: `@Environment(\.yourKey) var value`, or an
/// `@Observable` object an ancestor put there: `@Environment(Model.self) var model`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    nonisolated(unsafe) let read: (EnvironmentValues) -> Value
    let installed = Installed<EnvironmentValues>()

    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the `@Observable` object of this type that an ancestor set with
    /// `.environment(_:)`; SwiftUI stops the app when there is none.
    nonisolated public init(_ objectType: Value.Type)
    where Value: AnyObject & Observation.Observable {
        read = { values in
            guard let object = values[objectType] else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A "
                        + "View.environment(_:) for \(Value.self) may be missing as an ancestor "
                        + "of this view.")
            }
            return object
        }
    }

    /// Reads the `@Observable` object of this type an ancestor set, or nil.
    nonisolated public init<T>(_ objectType: T.Type)
    where Value == T?, T: AnyObject & Observation.Observable {
        read = { $0[objectType] }
    }

    public var wrappedValue: Value {
        guard let values = installed.value else {
            runtimeWarning(
                "Accessing Environment<\(Value.self)>'s value outside of being installed on a "
                    + "View. This will always read the default value and will not update.")
            return read(EnvironmentValues())
        }
        return read(values)
    }
}

extension Environment: @unchecked Sendable where Value: Sendable {}

/// Sets a value of the environment for a view and everything inside it.
@MainActor
@preconcurrency
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    nonisolated(unsafe) public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    nonisolated(unsafe) public var value: Value

    nonisolated public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }
}

@available(*, unavailable)
extension _EnvironmentKeyWritingModifier: Sendable {}

/// Changes a value of the environment for a view and everything inside it.
@MainActor
@preconcurrency
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier {
    public typealias Body = Never
    nonisolated(unsafe) public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    nonisolated(unsafe) public var transform: (inout Value) -> Void

    nonisolated public init(
        keyPath: WritableKeyPath<EnvironmentValues, Value>,
        transform: @escaping (inout Value) -> Void
    ) {
        self.keyPath = keyPath
        self.transform = transform
    }
}

@available(*, unavailable)
extension _EnvironmentKeyTransformModifier: Sendable {}

extension View {
    /// This view, with `value` at `keyPath` of the environment for it and all inside it.
    nonisolated public func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    ) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// This view, with the environment's value at `keyPath` changed by `transform`.
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// This view, with an `@Observable` object in the environment for `@Environment(T.self)`.
    nonisolated public func environment<T: AnyObject & Observation.Observable>(_ object: T?)
        -> some View
    {
        modifier(ObjectWritingModifier(object: object))
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
/// Puts an object in the environment by its type.
@MainActor
struct ObjectWritingModifier<T>: ViewModifier, DrawnModifier {
    typealias Body = Never
    nonisolated(unsafe) let object: T?

    nonisolated init(object: T?) {
        self.object = object
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let node = context.graph.node(at: context.slot(.object))
        let version = context.graph.environmentVersion(
            at: node, for: object as Any, mayHaveChanged: true)
        var inner = context
        inner.environment.write(version: version) { $0[ObjectKey<T>.self] = object }
        return context.graph.draw(content, in: inner)
    }
}

@MainActor
extension _EnvironmentKeyWritingModifier: DrawnModifier {
    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        let node = context.graph.node(at: context.slot(.environment))
        let version = context.graph.environmentVersion(
            at: node, for: value, mayHaveChanged: context.inputsMayHaveChanged)
        var inner = context
        inner.environment.write(version: version) { $0[keyPath: keyPath] = value }
        return context.graph.draw(content, in: inner)
    }
}

@MainActor
extension _EnvironmentKeyTransformModifier: DrawnModifier {
    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        var changed = context.environment[keyPath: keyPath]
        transform(&changed)
        let node = context.graph.node(at: context.slot(.environment))
        let version = context.graph.environmentVersion(
            at: node, for: changed, mayHaveChanged: true)
        var inner = context
        inner.environment.write(version: version) { $0[keyPath: keyPath] = changed }
        return context.graph.draw(content, in: inner)
    }
}

/// Whether controls may be used here: `.disabled(true)` turns it off for all inside.
nonisolated struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

/// The light or dark appearance.
nonisolated public enum ColorScheme: CaseIterable, Sendable, Hashable {
    case light
    case dark
}

nonisolated struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

nonisolated struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

extension EnvironmentValues {
    /// Whether controls here respond to taps; the console marks a disabled button.
    nonisolated public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Light or dark: the console always starts light.
    nonisolated public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The font of text here; the console draws every font alike.
    nonisolated public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}

@MainActor
extension Environment: InstalledProperty {
    func install(on node: ViewNode, key: String, environment: EnvironmentValues) {
        installed.install(environment, for: node)
        node.readEnvironment(environment) { values in _ = read(values) }
    }

    func isSame(as other: Any) -> Bool { true }
}

#endif
