/// A weak reference in a box, equal to another box when both point at the same object.
///
/// Equality is identity, not address: a box whose object died is never equal to a box of a
/// new object that happens to reuse the dead one's address.
public struct Weak<T: AnyObject>: Hashable {
    private let id: ObjectIdentifier
    /// The object, while it lives.
    public private(set) weak var value: T?

    /// Whether the object still lives.
    public var isAlive: Bool { value != nil }

    /// A weak reference to `value`.
    public init(_ value: T) {
        self.value = value
        id = ObjectIdentifier(value)
    }

    /// The same object, or both gone.
    public static func == (lhs: Weak, rhs: Weak) -> Bool {
        lhs.id == rhs.id && lhs.value === rhs.value
    }

    /// Hashes the object's identity, kept from when it was alive.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
