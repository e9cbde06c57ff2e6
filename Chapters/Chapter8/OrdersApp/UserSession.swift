import MVVMKit

/// A signed-in session: it builds its services and its root model when it opens, handles a
/// sign-out from anywhere below it, and closes itself on a bad token, as the talk's table says.
final class UserSession: Session {
    private(set) weak var flow: OrdersFlow?

    override func sessionDidOpen() {
        let _: OrdersProvider = service()
        let flow = OrdersFlow(parent: self)
        self.flow = flow
        handleBubble(SignOut.self) { session, _ in session.close() }
        handleError(AppError.badToken) { session, _ in session.close() }
    }

    override func sessionWillClose() {
        print("  \(name): closing")
    }
}

/// The orders flow: it owns no screen, only the models of the screens it shows. Opening an
/// order adds a model; closing one removes it. Its view, a navigation controller, follows.
final class OrdersFlow: Model {
    init(parent: Session) {
        super.init(parent: parent)
        _ = OrderListModel(parent: self)
        handleBubble(OpenOrder.self) { flow, order in
            _ = OrderModel(number: order.number, parent: flow)
        }
    }

    override func sessionWillClose() {
        print("  \(name): closing")
    }
}

/// The list of orders: it knows which order a row is, and asks the flow to open it.
final class OrderListModel: Model {
    let numbers = [1, 2, 3]

    func select(row: Int) {
        bubble(OpenOrder(number: numbers[row]))
    }

    override func sessionWillClose() {
        print("  \(name): closing")
    }
}

/// One order. Its screen shows its status and hears when it changes.
final class OrderModel: Model {
    let number: Int
    let statusChanged = Event<String>()
    private(set) var status = "Loading..."

    init(number: Int, parent: Model) {
        self.number = number
        super.init(name: "Order #\(number)", parent: parent)
    }

    /// The server's answer arrives.
    func statusArrived(_ status: String) {
        self.status = status
        statusChanged.raise(status)
    }

    /// Done with this order: the model leaves the flow, and its screen follows.
    func close() {
        removeFromParent()
    }

    override func sessionWillClose() {
        print("  \(name): closing")
    }
}
