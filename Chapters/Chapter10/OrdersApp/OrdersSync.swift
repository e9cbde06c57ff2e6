import MVVMKit

/// Brings the server's orders into the store. The fetch runs on the server's actor and the
/// write on the file's, both off the main actor; the store publishes on the main actor. A
/// sync asked for while one runs joins it; a sync still running when the session closes is
/// cancelled and publishes nothing (a write already under way still reaches the file), and one
/// asked for later (a screen's late refresh) does nothing.
public final class OrdersSync: ISingleton, SessionService {
    private let store: OrdersStore
    private var running: Task<Void, any Error>?
    private var isClosed = false

    public required init(container: any IContainer, args: Void) {
        store = container.resolve()
    }

    public func sync() async throws {
        guard !isClosed else { return }
        if let running {
            return try await running.value
        }
        let task = Task { [store] in
            let orders = try await Device.network.fetchOrders()
            try Task.checkCancellation()
            try await store.replace(with: orders)
        }
        running = task
        defer { running = nil }
        try await task.value
    }

    public func sessionWillClose() {
        Device.log(
            "  OrdersSync: closing\(running == nil ? "" : "; the sync under way is cancelled")")
        running?.cancel()
        isClosed = true
    }
}
