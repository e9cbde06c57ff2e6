/// The server said the session is over.
struct SessionExpired: Error {}

/// The network is down.
struct Offline: Error {}

/// What the list makes of `Offline`: an error a screen can say in words.
struct OrdersUnavailable: Error {
    let reason: String
}

/// The order was deleted on the server while the list still showed it.
struct OrderGone: Error {
    let id: Int
}
