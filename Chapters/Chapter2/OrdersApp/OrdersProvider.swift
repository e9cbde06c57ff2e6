/// Pretends to ask a server for orders: it answers with 100 orders after a delay.
final class OrdersProvider {
    /// A second, as in the article, when a reader runs the chapter. The tests run it with
    /// CHAPTER_DELAY_SECONDS=0, so they never wait on the clock.
    static var delay: Duration = .seconds(1)

    /// The answer under way, once it was asked.
    private(set) var answer: Task<Void, Never>?
    /// How many times it was asked: once per screen that loads, however often it redraws.
    private(set) var timesAsked = 0

    func loadOrders(completion: @escaping ([Order]) -> Void) {
        timesAsked += 1
        answer = Task {
            try? await Task.sleep(for: Self.delay)
            completion((1...100).map { Order(name: "Order", id: $0) })
        }
    }
}
