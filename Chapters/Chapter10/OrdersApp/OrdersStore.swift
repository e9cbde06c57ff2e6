import Foundation
import MVVMKit

/// The orders on this device: a JSON file, and the one place the screens read orders from.
/// A sync writes it and the screens hear `$orders`; nothing hands orders to a screen.
public final class OrdersStore: ISingleton, SessionService {
    @Watched public private(set) var orders: [Order]
    private let file: OrdersFile
    /// The actor the last change was published on: the main actor, where the screens are.
    public private(set) var publishedOn: String?

    public required init(container: any IContainer, args: Void) {
        let url = Device.documents.appendingPathComponent("orders.json")
        file = OrdersFile(url: url)
        // Read once at start, so the last session's orders show at once, before any sync.
        orders = Self.savedOrders(at: url)
    }

    /// The orders the file holds: none when there is no file yet, and none, said in the log,
    /// when it cannot be read (the next sync writes it again).
    private static func savedOrders(at url: URL) -> [Order] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        do {
            return try JSONDecoder().decode([Order].self, from: data)
        } catch {
            Device.log("  OrdersStore: orders.json could not be read, so the list starts empty")
            return []
        }
    }

    /// Writes the file off the main actor (`OrdersFile`), then publishes here, on the main actor.
    /// A write cancelled meanwhile (its session closing) still reaches the file, which the next
    /// session reads, and publishes nothing: no screen of a closed session hears of it.
    public func replace(with newOrders: [Order]) async throws {
        try await file.write(newOrders)
        try Task.checkCancellation()
        orders = newOrders
        publishedOn = isolationName()
    }

    /// The actor the last write ran on.
    public var lastWriteRanOn: String? {
        get async { await file.lastWriteRanOn }
    }

    public func sessionWillClose() {
        Device.log("  OrdersStore: closing; \(orders.count) orders stay in orders.json")
    }
}

/// The file itself. Its writes run on this actor, off the main actor, one at a time.
actor OrdersFile {
    let url: URL
    private(set) var lastWriteRanOn: String?

    init(url: URL) {
        self.url = url
    }

    /// The whole file at once, so that a reader sees the old orders or the new, never half.
    func write(_ orders: [Order]) throws {
        lastWriteRanOn = isolationName()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(orders).write(to: url, options: .atomic)
    }
}
