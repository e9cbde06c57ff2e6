import MVVMKit

/// Pretends to ask a server for orders, now a singleton from the container. It answers with
/// 100 orders after a delay.
class OrdersProvider: ISingleton {
    /// A second when a reader runs the chapter; the tests set CHAPTER_DELAY_SECONDS=0.
    static var delay: Duration = .seconds(1)

    private var answer: Task<Void, Never>?

    required init(container: any IContainer, args: Void) {}

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
