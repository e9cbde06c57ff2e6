/// The view model of one row: it turns an order into the text the row shows.
final class OrderVM {
    let order: Order

    var name: String {
        "\(order.name) #\(order.id)"
    }

    init(order: Order) {
        self.order = order
    }
}
