// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// A value kept under a key for the whole app, which every view that reads the key shares:
/// a new view value finds what the last one set. On a device it lives in `UserDefaults`
/// across launches; the console keeps it for the run, so every run starts the same, and
/// writes it through to a `store` given.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let location: StateLocation<Value>
    nonisolated(unsafe) let save: (Value) -> Void

    nonisolated init(
        key: String, store: UserDefaults?, initial: Value, read: (Any) -> Value?,
        write: @escaping (Value) -> Any?
    ) {
        location = StoredValues.shared.location(for: key, in: store) {
            store?.object(forKey: key).flatMap(read) ?? initial
        }
        save = { value in store?.set(write(value), forKey: key) }
    }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set {
            location.value = newValue
            save(newValue)
        }
    }

    public var projectedValue: Binding<Value> {
        let save = Unchecked(save)
        return Binding(location: AppStorageLocation(base: location, save: save.value))
    }
}

extension AppStorage: @unchecked Sendable where Value: Sendable {}

extension AppStorage {
    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == Bool {
        self.init(
            key: key, store: store, initial: wrappedValue, read: { $0 as? Bool }, write: { $0 })
    }

    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == Int {
        self.init(
            key: key, store: store, initial: wrappedValue, read: { $0 as? Int }, write: { $0 })
    }

    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == Double {
        self.init(
            key: key, store: store, initial: wrappedValue, read: { $0 as? Double },
            write: { $0 })
    }

    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == String {
        self.init(
            key: key, store: store, initial: wrappedValue, read: { $0 as? String },
            write: { $0 })
    }

    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == URL {
        self.init(
            key: key, store: store, initial: wrappedValue,
            read: { ($0 as? String).flatMap(URL.init) },
            write: { $0.absoluteString })
    }

    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == Data {
        self.init(
            key: key, store: store, initial: wrappedValue, read: { $0 as? Data }, write: { $0 })
    }

    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, store: store, initial: wrappedValue,
            read: { ($0 as? Int).flatMap(Value.init) }, write: { $0.rawValue })
    }

    nonisolated public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, store: store, initial: wrappedValue,
            read: { ($0 as? String).flatMap(Value.init) }, write: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, initial: nil, read: { $0 as? Bool }, write: { $0 })
    }

    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, initial: nil, read: { $0 as? Int }, write: { $0 })
    }

    nonisolated public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, initial: nil, read: { $0 as? String }, write: { $0 })
    }
}

/// Every `@AppStorage` location, by store and key, for the run.
nonisolated final class StoredValues: @unchecked Sendable {
    static let shared = StoredValues()
    private let lock = NSLock()
    private var locations: [StoredKey: AnyObject] = [:]

    private struct StoredKey: Hashable {
        let store: ObjectIdentifier?
        let key: String
    }

    func location<Value>(
        for key: String, in store: UserDefaults?, initial: () -> Value
    ) -> StateLocation<Value> {
        let stored = StoredKey(store: store.map(ObjectIdentifier.init), key: key)
        return lock.withLock {
            if let location = locations[stored] as? StateLocation<Value> {
                return location
            }
            let location = StateLocation(initial(), owner: nil)
            locations[stored] = location
            return location
        }
    }
}

/// What `$setting` binds to: the shared location, written through to the store.
nonisolated final class AppStorageLocation<Value>: ValueLocation, @unchecked Sendable {
    let base: StateLocation<Value>
    let save: (Value) -> Void

    init(base: StateLocation<Value>, save: @escaping (Value) -> Void) {
        self.base = base
        self.save = save
    }

    var value: Value {
        get { base.value }
        set {
            base.value = newValue
            save(newValue)
        }
    }

    func isSameLocation(as other: any ValueLocation<Value>) -> Bool {
        (other as? AppStorageLocation<Value>)?.base === base
    }
}

#endif
