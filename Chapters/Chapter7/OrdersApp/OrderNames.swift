/// What the lists know of an order and their rows do not: its name.
enum OrderNames {
    static let names = ["Paper", "Pens", "Oak desk", "Lamp", "Chair"]

    static func title(ofOrder id: Int) -> String {
        "Order #\(id), \(names[id - 1])"
    }
}
