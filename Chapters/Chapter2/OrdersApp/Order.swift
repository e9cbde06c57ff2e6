/// An order, as the server would send it.
struct Order {
    let name: String
    let id: Int
}
