/// The orders server, scripted, so that every run is the same: the orders it has, and how
/// many of the next fetches fail. An actor, as a network client is: a fetch runs off the main
/// actor.
public actor OrdersServer {
    private var orders: [Order]
    private var failuresToCome = 0
    /// For each fetch, the actor it ran on.
    public private(set) var fetchesRanOn: [String] = []

    public init(orders: [Order] = OrdersServer.sampleOrders) {
        self.orders = orders
    }

    public static let sampleOrders = [
        Order(id: 1, title: "Paper", amount: 12),
        Order(id: 2, title: "Pens", amount: 8),
        Order(id: 3, title: "Oak desk", amount: 240),
        Order(id: 4, title: "Lamp", amount: 35),
    ]

    public func fetchOrders() throws -> [Order] {
        fetchesRanOn.append(isolationName())
        if failuresToCome > 0 {
            failuresToCome -= 1
            throw ServerError.noAnswer
        }
        return orders
    }

    public func failNextFetch() {
        failuresToCome += 1
    }

    /// Somebody else changed an order: the next fetch brings the new amount.
    public func changeAmount(ofOrder id: Int, to amount: Int) {
        for index in orders.indices where orders[index].id == id {
            orders[index].amount = amount
        }
    }

    public func pay(_ ids: [Int]) -> [Order] {
        for index in orders.indices where ids.contains(orders[index].id) {
            orders[index].isPaid = true
        }
        return orders
    }
}

public enum ServerError: Error, CustomStringConvertible {
    case noAnswer

    public var description: String { "The server did not answer. Pull to try again." }
}
