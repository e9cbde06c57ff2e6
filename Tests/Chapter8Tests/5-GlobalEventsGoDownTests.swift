import Testing

@testable import Chapter8
@testable import MVVMKit

extension Chapter8Claims {
    @Suite("5. Global events go down")
    struct GlobalEventsTests {
        @Test("A global event reaches every model, depth first in child order, from any model")
        func reachesEveryModelInOrder() {
            let tree = AppTree(container: Container())
            var heard: [String] = []
            for model in [
                tree.email, tree.session, tree.filters, tree.orders, tree.details, tree.mainFlow,
                tree.search, tree.signUp,
            ] as [Model] {
                model.handleGlobalEvent(Tick.self) { _ in heard.append(model.name) }
            }
            tree.filters.broadcast(Tick())
            #expect(
                heard == [
                    "Session", "MainFlow", "OrdersModel", "OrderDetailsModel", "SearchModel",
                    "FiltersModel", "SignUpModel", "EmailFieldModel",
                ])
        }
    }
}
