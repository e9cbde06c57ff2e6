/// Values attached to objects from the outside, the portable stand-in for the Objective-C
/// runtime's associated objects (`objc_setAssociatedObject`), which Linux does not have.
/// One table plays the part of one association key.
///
/// Each entry keeps its owner weakly and is found by identity, so a value is never handed to
/// a new object that reuses a dead owner's address. Swift cannot tell a table that an owner
/// died, so every other use of the table also looks at the next entry in turn and drops it
/// if its owner is gone: a dead owner's value is released within twice as many uses of the
/// table as it has entries. And whenever the table has doubled since it last dropped every
/// dead entry, it does so again, so it never holds more than about twice its live owners.
/// Either way each use costs the same, on average, however many owners there are.
///
/// The members are `@inlinable` (and what they use `@usableFromInline`) so that a table used
/// from another module, an app's, is compiled for its own value type there; otherwise every
/// use would go through the generic code and cost several times as much.
@MainActor
public final class AssociatedValues<Value> {
    /// A class, so that an entry can be read and checked without copying its weak reference.
    @usableFromInline
    final class Entry {
        @usableFromInline let key: ObjectIdentifier
        @usableFromInline weak var owner: AnyObject?
        @usableFromInline var value: Value
        /// Where the entry is in `sweepOrder`.
        @usableFromInline var position: Int

        @inlinable
        init(owner: AnyObject, value: Value, position: Int) {
            key = ObjectIdentifier(owner)
            self.owner = owner
            self.value = value
            self.position = position
        }
    }

    /// Every entry, found by its owner's identifier; a key has at most one entry.
    @usableFromInline var entries: [ObjectIdentifier: Entry] = [:]
    /// The same entries in an array, for the look at the next one.
    @usableFromInline var sweepOrder: [Entry] = []
    /// Where the next look for a dead owner is.
    @usableFromInline var cursor = 0
    /// Whether this use looks at an entry: every other one does, as a weak reference costs
    /// as much to check as the rest of a read.
    @usableFromInline var sweepsThisUse = false
    @usableFromInline var liveAfterLastFullPass = 0

    /// An empty table: the stand-in for one association key.
    public init() {}

    /// The value attached to `owner`, or nil; setting nil removes it.
    @inlinable
    public subscript(owner: AnyObject) -> Value? {
        get {
            removeTheNextValueIfItsOwnerIsDead()
            return entry(of: owner)?.value
        }
        set {
            removeTheNextValueIfItsOwnerIsDead()
            let key = ObjectIdentifier(owner)
            if let entry = entries[key], entry.owner === owner {
                if var newValue {
                    // The old value's release may run a deinit that uses this table: it is
                    // swapped out first, and released once the entry is no longer accessed.
                    swap(&newValue, &entry.value)
                } else {
                    remove(entry)
                }
            } else if let newValue {
                // A dead owner at the same address may have left an entry: it goes first.
                if let stale = entries[key] {
                    remove(stale)
                }
                let entry = Entry(owner: owner, value: newValue, position: sweepOrder.count)
                entries[key] = entry
                sweepOrder.append(entry)
                if sweepOrder.count >= max(2 * liveAfterLastFullPass, 16) {
                    removeEveryValueOfADeadOwner()
                }
            }
        }
    }

    /// How many owners have a value, after dropping every dead one: a full pass, for tests
    /// and diagnostics rather than for every use.
    public var count: Int {
        removeEveryValueOfADeadOwner()
        return sweepOrder.count
    }

    /// How many entries are stored right now, without dropping the dead ones first.
    var storedCount: Int { sweepOrder.count }

    /// The entry of this very object; not one a dead object at the same address left.
    @inlinable
    func entry(of owner: AnyObject) -> Entry? {
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else {
            return nil
        }
        return entry
    }

    @inlinable
    func removeTheNextValueIfItsOwnerIsDead() {
        sweepsThisUse.toggle()
        guard sweepsThisUse, !sweepOrder.isEmpty else { return }
        if cursor >= sweepOrder.count {
            cursor = 0
        }
        let next = sweepOrder[cursor]
        if next.owner == nil {
            remove(next)  // the last entry moves here and is looked at next
        } else {
            cursor += 1
        }
    }

    @usableFromInline
    func removeEveryValueOfADeadOwner() {
        var position = 0
        while position < sweepOrder.count {
            if sweepOrder[position].owner == nil {
                remove(sweepOrder[position])
            } else {
                position += 1
            }
        }
        liveAfterLastFullPass = sweepOrder.count
    }

    /// Removes in O(1) by moving the last entry into the gap. The removed value is released
    /// only after the table is consistent again, as its deinit may use the table.
    @usableFromInline
    func remove(_ removed: Entry) {
        withExtendedLifetime(removed) {
            entries[removed.key] = nil
            let last = sweepOrder.removeLast()
            if removed.position < sweepOrder.count {
                sweepOrder[removed.position] = last
                last.position = removed.position
            }
        }
    }
}
