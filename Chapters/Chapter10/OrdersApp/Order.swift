/// An order, as the server sends it and the file keeps it. `nonisolated`, so that the server
/// and the file, which are actors of their own, can make and read orders off the main actor.
public nonisolated struct Order: Codable, Equatable, Identifiable, Sendable {
    public let id: Int
    public var title: String
    public var amount: Int
    public var isPaid: Bool

    public init(id: Int, title: String, amount: Int, isPaid: Bool = false) {
        self.id = id
        self.title = title
        self.amount = amount
        self.isPaid = isPaid
    }
}
