// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// A value kept in `UserDefaults` under a key, `UserDefaults.standard` unless a `store` is
/// given, which every view that reads the key shares: a new view value finds what the last one
/// set, and a change made in the store itself draws the views that read it again. The console
/// sees such a change when it next draws the screen, where SwiftUI is told at once.
///
/// `UserDefaults.standard` keeps its values across runs, on Linux as on a device across
/// launches: a screen whose output must be the same on every run gives its own `store`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let location: StateLocation<Value>
    nonisolated(unsafe) let save: (Value) -> Void

    nonisolated init(
        key: String, store: UserDefaults?, initial: Value, read: @escaping (Any) -> Value?,
        write: @escaping (Value) -> Any?
    ) {
        let store = Unchecked(store ?? .standard)
        let stored = StoredValues.shared.entry(for: key, in: store.value) {
            StoredValue(key: key, store: store.value, initial: initial, read: read)
        }
        location = stored.location
        save = { value in stored.save(write(value)) }
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

/// Every `@AppStorage` key in use, by store and key: the value the views read, and the
/// store's object it was last read from or written as.
nonisolated final class StoredValues: @unchecked Sendable {
    static let shared = StoredValues()
    private let lock = NSLock()
    private var entries: [StoredKey: any StoredEntry] = [:]

    private struct StoredKey: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    func entry<Value>(for key: String, in store: UserDefaults, make: () -> StoredValue<Value>)
        -> StoredValue<Value>
    {
        let stored = StoredKey(store: ObjectIdentifier(store), key: key)
        return lock.withLock {
            if let entry = entries[stored] as? StoredValue<Value> {
                return entry
            }
            let entry = make()
            entries[stored] = entry
            return entry
        }
    }

    /// Takes in what was changed in the stores themselves since the last look: before each
    /// pass, so that the views reading a changed key are drawn again.
    func catchUp() {
        for entry in lock.withLock({ Array(entries.values) }) {
            entry.catchUp()
        }
    }
}

nonisolated protocol StoredEntry: AnyObject {
    func catchUp()
}

/// One key of one store: its value as the views read it.
nonisolated final class StoredValue<Value>: StoredEntry, @unchecked Sendable {
    let location: StateLocation<Value>
    private let key: String
    private let store: UserDefaults
    private let initial: Value
    private let read: (Any) -> Value?
    private var seen: AnyHashable?

    init(key: String, store: UserDefaults, initial: Value, read: @escaping (Any) -> Value?) {
        self.key = key
        self.store = store
        self.initial = initial
        self.read = read
        let object = store.object(forKey: key)
        seen = object as? AnyHashable
        location = StateLocation(object.flatMap(read) ?? initial, owner: nil)
    }

    func save(_ object: Any?) {
        store.set(object, forKey: key)
        seen = store.object(forKey: key) as? AnyHashable
    }

    func catchUp() {
        let object = store.object(forKey: key)
        guard object as? AnyHashable != seen else { return }
        seen = object as? AnyHashable
        location.value = object.flatMap(read) ?? initial
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
