// swift-format-ignore-file: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase

// (the runtime's C names, kept exactly)
// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)
// Where the Objective-C runtime exists (macOS), its associated objects are used instead.
#if !canImport(ObjectiveC)

/// How an associated value is kept: the runtime's five policies. The stand-in keeps every value
/// strongly, as `RETAIN` does; it has no weak or copying storage.
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Attaches `value` to `object` under `key`, or removes it when `value` is nil. On a responder
/// the value lives in the responder itself, so it is released with it, at once, as the runtime
/// releases it. The stand-in is main-actor state where the runtime takes a lock: every
/// kit caller is on the main actor.
@MainActor
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    if policy == .OBJC_ASSOCIATION_ASSIGN {
        fatalError(
            "The stand-in for objc_setAssociatedObject keeps values strongly only. Use "
                + ".OBJC_ASSOCIATION_RETAIN_NONATOMIC, or keep a weak reference in a box.")
    }
    if let responder = object as? UIResponder {
        responder.associatedObjects.set(value, for: key)
    } else {
        valuesOfOtherObjects.set(value, for: key, on: object)
    }
}

/// The value attached to `object` under `key`, or nil.
@MainActor
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    if let responder = object as? UIResponder {
        return responder.associatedObjects.values[key]
    }
    return valuesOfOtherObjects.value(for: key, on: object)
}

/// One object's associated values, by key.
struct AssociatedObjects {
    var values: [UnsafeRawPointer: Any] = [:]

    /// The old value leaves the dictionary before it is released: its deinit may attach or
    /// remove values on the same object.
    mutating func set(_ value: Any?, for key: UnsafeRawPointer) {
        if let value {
            _ = values.updateValue(value, forKey: key)
        } else {
            _ = values.removeValue(forKey: key)
        }
    }
}

/// Values attached to objects that are not responders (a view model's `changed` event). Swift
/// cannot add storage to any class, so they are kept by the object's identity, with the object
/// held weakly; a dead object's values are dropped whenever the table has doubled since the last
/// look, not at once as the runtime drops them.
@MainActor
final class ValuesOfOtherObjects {
    private final class Entry {
        weak var owner: AnyObject?
        var values = AssociatedObjects()

        init(owner: AnyObject) {
            self.owner = owner
        }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var liveAfterLastLook = 0

    func value(for key: UnsafeRawPointer, on object: Any) -> Any? {
        let owner = object as AnyObject
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else {
            return nil
        }
        return entry.values.values[key]
    }

    func set(_ value: Any?, for key: UnsafeRawPointer, on object: Any) {
        let owner = object as AnyObject
        let id = ObjectIdentifier(owner)
        if let entry = entries[id], entry.owner === owner {
            entry.values.set(value, for: key)
            return
        }
        guard let value else { return }
        let entry = Entry(owner: owner)
        entry.values.set(value, for: key)
        // A dead object at the same address may have left an entry: this one replaces it.
        _ = entries.updateValue(entry, forKey: id)
        if entries.count >= max(2 * liveAfterLastLook, 16) {
            dropTheValuesOfDeadObjects()
        }
    }

    /// How many objects have values right now, dead ones included.
    var storedCount: Int { entries.count }

    /// How many objects have values, the dead ones dropped first: for tests.
    var count: Int {
        dropTheValuesOfDeadObjects()
        return entries.count
    }

    private func dropTheValuesOfDeadObjects() {
        let all = entries
        entries = all.filter { $0.value.owner != nil }
        liveAfterLastLook = entries.count
    }
}

@MainActor
let valuesOfOtherObjects = ValuesOfOtherObjects()

#endif

#endif
