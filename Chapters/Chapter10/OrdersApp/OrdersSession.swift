import MVVMKit

/// The signed-in user's session: its container holds the services, its tree the flow. A
/// sign-out from anywhere below closes it, and everything under it goes.
public final class OrdersSession: Session {
    public let userName: String
    private(set) weak var flow: OrdersFlow?

    public init(userName: String) {
        self.userName = userName
        super.init(name: "Session of \(userName)")
    }

    public override func sessionDidOpen() {
        let flow = OrdersFlow(parent: self)  // the tree keeps it
        self.flow = flow
        handleBubble(SignOut.self) { session, _ in session.close() }
    }

    public override func sessionWillClose() {
        Device.log("  \(name): closing")
    }
}

/// The orders flow: what opens when the user asks about an order is decided here, and opened
/// with the session's routers.
final class OrdersFlow: Model {
    init(parent: OrdersSession) {
        super.init(name: "Orders flow", parent: parent)
    }

    func showDetails(ofOrder id: Int) {
        service(NavigationService.self).pushViewController(OrderDetailsScreen.self, args: id)
    }

    override func sessionWillClose() {
        Device.log("  \(name): closing")
    }
}

/// Sign out, from any model of the session: it climbs to the session.
struct SignOut: BubbleNotification {}

/// A row's Details button was tapped: it goes up the responder chain to whoever opens orders.
struct ShowOrderDetails: ChainEvent {
    let id: Int
}

/// The Sign out button was tapped, somewhere in the flow's screens.
struct SignOutTapped: ChainEvent {}
