/// Pretends to ask a server for orders: it answers with 100 orders after a delay.
final class OrdersProvider {
    /// A second, as in the article, when a reader runs the chapter. The tests run it with
    /// CHAPTER_DELAY_SECONDS=0, so they never wait on the clock.
    static var delay: Duration = .seconds(1)

    private var answer: Task<Void, Never>?

    func loadOrders(completion: @escaping ([Order]) -> Void) {
        answer = Task {
            try? await Task.sleep(for: Self.delay)
            completion((1...100).map { Order(name: "Order", id: $0) })
        }
    }

    /// Waits until the provider has answered, so the chapter can tell what happened next.
    func answered() async {
        await answer?.value
    }
}
