/// Values attached to objects from the outside, the portable stand-in for the Objective-C
/// runtime's associated objects (`objc_setAssociatedObject`), which Linux does not have.
/// One table plays the part of one association key.
///
/// Each entry keeps its owner weakly and is found by identity, so a value is never handed to
/// a new object that reuses a dead owner's address. Swift cannot tell a table that an owner
/// died, so every use of the table also looks at the next two entries in turn and drops them
/// if their owners are gone: a dead owner's value is released within as many uses of the
/// table as it has entries. And whenever the table has doubled since it last dropped every
/// dead entry, it does so again, so it never holds more than about twice its live owners.
/// Either way each use costs the same, on average, however many owners there are.
@MainActor
public final class AssociatedValues<Value> {
    /// A class, so that an entry can be read and checked without copying its weak reference.
    private final class Entry {
        let key: ObjectIdentifier
        weak var owner: AnyObject?
        var value: Value

        init(owner: AnyObject, value: Value) {
            key = ObjectIdentifier(owner)
            self.owner = owner
            self.value = value
        }
    }

    // Every entry is at `positions[entry.key]`; a key has at most one entry.

    private var entries: [Entry] = []
    private var positions: [ObjectIdentifier: Int] = [:]
    /// Where the next look for dead owners starts.
    private var cursor = 0
    private var liveAfterLastFullPass = 0

    public init() {}

    public subscript(owner: AnyObject) -> Value? {
        get {
            removeSomeValuesOfDeadOwners()
            return entry(of: owner)?.value
        }
        set {
            removeSomeValuesOfDeadOwners()
            if let entry = entry(of: owner) {
                if let newValue {
                    // The old value's release may run a deinit that uses this table.
                    withExtendedLifetime(entry.value) { entry.value = newValue }
                } else {
                    remove(at: positions[entry.key]!)
                }
            } else if let newValue {
                // A dead owner at the same address may have left an entry: it goes first.
                if let stale = positions[ObjectIdentifier(owner)] {
                    remove(at: stale)
                }
                positions[ObjectIdentifier(owner)] = entries.count
                entries.append(Entry(owner: owner, value: newValue))
                if entries.count >= max(2 * liveAfterLastFullPass, 16) {
                    removeEveryValueOfADeadOwner()
                }
            }
        }
    }

    /// How many owners have a value, after dropping every dead one: a full pass, for tests
    /// and diagnostics rather than for every use.
    public var count: Int {
        removeEveryValueOfADeadOwner()
        return entries.count
    }

    /// How many entries are stored right now, without dropping the dead ones first.
    var storedCount: Int { entries.count }

    /// The entry of this very object; not one a dead object at the same address left.
    private func entry(of owner: AnyObject) -> Entry? {
        guard let position = positions[ObjectIdentifier(owner)] else { return nil }
        let entry = entries[position]
        return entry.owner === owner ? entry : nil
    }

    private func removeSomeValuesOfDeadOwners() {
        for _ in 0..<2 where !entries.isEmpty {
            if cursor >= entries.count {
                cursor = 0
            }
            if entries[cursor].owner == nil {
                remove(at: cursor)  // the last entry moves here and is looked at next
            } else {
                cursor += 1
            }
        }
    }

    private func removeEveryValueOfADeadOwner() {
        var position = 0
        while position < entries.count {
            if entries[position].owner == nil {
                remove(at: position)
            } else {
                position += 1
            }
        }
        liveAfterLastFullPass = entries.count
    }

    /// Removes in O(1) by moving the last entry into the gap. The removed value is released
    /// only after the table is consistent again, as its deinit may use the table.
    private func remove(at position: Int) {
        let removed = entries[position]
        withExtendedLifetime(removed) {
            positions[removed.key] = nil
            let last = entries.removeLast()
            if position < entries.count {
                entries[position] = last
                positions[last.key] = position
            }
        }
    }
}
