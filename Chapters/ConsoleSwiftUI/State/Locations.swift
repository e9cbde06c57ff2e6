// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// Where a binding reads and writes. Two bindings to the same place are the same for a view,
/// so handing a child the same binding again does not run its body again.
nonisolated protocol ValueLocation<Value>: AnyObject, Sendable {
    associatedtype Value
    var value: Value { get set }
    func isSameLocation(as other: any ValueLocation<Value>) -> Bool
}

extension ValueLocation {
    nonisolated func isSameLocation(as other: any ValueLocation<Value>) -> Bool {
        self === other
    }
}

extension StateLocation: ValueLocation {}

/// A binding made from two closures, which run on the main actor.
nonisolated final class ClosureLocation<Value>: ValueLocation, @unchecked Sendable {
    private let get: @MainActor @Sendable () -> Value
    private let set: @MainActor @Sendable (Value) -> Void

    init(
        get: @escaping @MainActor @Sendable () -> Value,
        set: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        // A binding made in a body reads and writes as that view, wherever it is used.
        let owner = ViewOwner.running
        self.get = { ViewOwner.$running.withValue(owner) { get() } }
        self.set = { value in ViewOwner.$running.withValue(owner) { set(value) } }
    }

    var value: Value {
        get { MainActor.assumeIsolated { Unchecked(get()) }.value }
        set {
            let value = Unchecked(newValue)
            MainActor.assumeIsolated { set(value.value) }
        }
    }
}

/// A value handed to the main actor from code that runs on it without knowing it.
nonisolated struct Unchecked<T>: @unchecked Sendable {
    let value: T

    init(_ value: T) {
        self.value = value
    }
}

/// A binding that never changes.
nonisolated final class ConstantLocation<Value>: ValueLocation, @unchecked Sendable {
    let constant: Value

    init(_ constant: Value) {
        self.constant = constant
    }

    var value: Value {
        get { constant }
        set {}
    }
}

/// One property of what another binding reaches: `$order.name`.
nonisolated final class KeyPathLocation<Base, Value>: ValueLocation, @unchecked Sendable {
    let base: any ValueLocation<Base>
    let keyPath: WritableKeyPath<Base, Value>

    init(base: any ValueLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    var value: Value {
        get { base.value[keyPath: keyPath] }
        set { base.value[keyPath: keyPath] = newValue }
    }

    func isSameLocation(as other: any ValueLocation<Value>) -> Bool {
        guard let other = other as? KeyPathLocation<Base, Value> else { return false }
        return other.keyPath == keyPath && other.base.isSameLocation(as: base)
    }
}

/// One element of a collection another binding reaches: a row of `ForEach($items)`.
nonisolated final class ElementLocation<Base: MutableCollection>: ValueLocation,
    @unchecked Sendable
{
    let base: any ValueLocation<Base>
    let index: Base.Index

    init(base: any ValueLocation<Base>, index: Base.Index) {
        self.base = base
        self.index = index
    }

    var value: Base.Element {
        get { base.value[index] }
        set { base.value[index] = newValue }
    }

    func isSameLocation(as other: any ValueLocation<Base.Element>) -> Bool {
        guard let other = other as? ElementLocation<Base> else { return false }
        return other.index == index && other.base.isSameLocation(as: base)
    }
}

/// A property of an object: `$model.name` on an `@ObservedObject` or a `@Bindable`.
nonisolated final class ReferenceLocation<Root: AnyObject, Value>: ValueLocation,
    @unchecked Sendable
{
    let root: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.root = root
        self.keyPath = keyPath
    }

    var value: Value {
        get { root[keyPath: keyPath] }
        set { root[keyPath: keyPath] = newValue }
    }

    func isSameLocation(as other: any ValueLocation<Value>) -> Bool {
        guard let other = other as? ReferenceLocation<Root, Value> else { return false }
        return other.root === root && other.keyPath == keyPath
    }
}

/// A value seen as an optional.
nonisolated final class OptionalLocation<Wrapped>: ValueLocation, @unchecked Sendable {
    let base: any ValueLocation<Wrapped>

    init(base: any ValueLocation<Wrapped>) {
        self.base = base
    }

    var value: Wrapped? {
        get { base.value }
        set {
            if let newValue { base.value = newValue }
        }
    }
}

/// Whether an optional has a value; setting false makes it nil.
nonisolated final class PresenceLocation<Wrapped>: ValueLocation, @unchecked Sendable {
    let base: any ValueLocation<Wrapped?>

    init(base: any ValueLocation<Wrapped?>) {
        self.base = base
    }

    var value: Bool {
        get { base.value != nil }
        set {
            if !newValue { base.value = nil }
        }
    }
}

/// An optional seen as its value, while it has one.
nonisolated final class UnwrappedLocation<Wrapped>: ValueLocation, @unchecked Sendable {
    let base: any ValueLocation<Wrapped?>
    private var last: Wrapped

    init(base: any ValueLocation<Wrapped?>) {
        self.base = base
        last = base.value!
    }

    var value: Wrapped {
        get {
            if let current = base.value { last = current }
            return last
        }
        set { base.value = newValue }
    }
}

/// A hashable value seen as `AnyHashable`.
nonisolated final class HashableLocation<Base: Hashable>: ValueLocation, @unchecked Sendable {
    let base: any ValueLocation<Base>

    init(base: any ValueLocation<Base>) {
        self.base = base
    }

    var value: AnyHashable {
        get { AnyHashable(base.value) }
        set {
            if let newValue = newValue.base as? Base { base.value = newValue }
        }
    }
}

#endif
