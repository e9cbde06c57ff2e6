/// An order, with the identity a list change uses to find it again.
struct Order: Identifiable, CustomStringConvertible {
    let id: Int

    var description: String { "Order #\(id)" }
}

/// Five orders, #1 to #5; the screen shows three rows at a time.
let fiveOrders = (1...5).map { Order(id: $0) }
