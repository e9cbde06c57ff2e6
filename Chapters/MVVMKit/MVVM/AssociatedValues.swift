/// Values attached to objects from the outside, the portable stand-in for the Objective-C
/// runtime's associated objects (`objc_setAssociatedObject`), which Linux does not have.
/// One table plays the part of one association key.
///
/// Each entry keeps its owner weakly and is found by identity, so a value is never handed to
/// a new object that reuses a dead owner's address. Swift cannot tell a table that an owner
/// died, so every use of the table first drops the values of dead owners: a value is released
/// at the latest on the table's next use, and the table holds only live owners.
@MainActor
public final class AssociatedValues<Value> {
    private struct Entry {
        let owner: Weak<AnyObject>
        var value: Value
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    public init() {}

    public subscript(owner: AnyObject) -> Value? {
        get {
            removeValuesOfDeadOwners()
            return entries[ObjectIdentifier(owner)]?.value
        }
        set {
            removeValuesOfDeadOwners()
            let old = entries[ObjectIdentifier(owner)]
            withExtendedLifetime(old) {  // its release may run a deinit that uses this table
                entries[ObjectIdentifier(owner)] = newValue.map {
                    Entry(owner: Weak(owner), value: $0)
                }
            }
        }
    }

    /// How many owners have a value, after dropping the dead ones.
    public var count: Int {
        removeValuesOfDeadOwners()
        return entries.count
    }

    /// How many entries are stored right now, without dropping the dead ones first.
    var storedCount: Int { entries.count }

    private func removeValuesOfDeadOwners() {
        guard entries.values.contains(where: { !$0.owner.isAlive }) else { return }
        let all = entries
        withExtendedLifetime(all) {
            entries = all.filter { $0.value.owner.isAlive }
        }
    }
}
