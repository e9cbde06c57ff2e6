import Testing

@testable import Chapter8
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter8Claims {
    @Suite("5. Global events go down")
    struct GlobalEventsTests {
        @Test("A global event reaches every model, depth first in child order, from any model")
        func reachesEveryModelInOrder() {
            let tree = AppTree()
            var heard: [String] = []
            for model in [
                tree.email, tree.session, tree.filters, tree.orders, tree.details, tree.mainFlow,
                tree.search, tree.signUp,
            ] as [Model] {
                model.handleGlobalEvent(Tick.self) { model, _ in heard.append(model.name) }
            }
            tree.filters.broadcast(Tick())
            #expect(
                heard == [
                    "Session", "MainFlow", "OrdersModel", "OrderDetailsModel", "SearchModel",
                    "FiltersModel", "SignUpModel", "EmailFieldModel",
                ])
        }

        @Test("A model taken out of the tree does not hear the tree's global events")
        func removedModelHearsNothing() {
            let tree = AppTree()
            var heard: [String] = []
            let search: Model = tree.search
            search.handleGlobalEvent(Tick.self) { model, _ in heard.append(model.name) }
            tree.session.handleGlobalEvent(Tick.self) { model, _ in heard.append(model.name) }
            search.removeFromParent()
            tree.orders.broadcast(Tick())
            #expect(heard == ["Session"])
        }

        @Test("A model cut off from the tree broadcasts to its own subtree only, without a crash")
        func detachedSubtreeBroadcastsWithin() {
            let tree = AppTree()
            var heard: [String] = []
            tree.session.handleGlobalEvent(Tick.self) { model, _ in heard.append(model.name) }
            tree.search.handleGlobalEvent(Tick.self) { model, _ in heard.append(model.name) }
            tree.filters.handleGlobalEvent(Tick.self) { model, _ in heard.append(model.name) }
            let search: Model = tree.search
            search.removeFromParent()
            tree.filters.broadcast(Tick())
            #expect(heard == ["SearchModel", "FiltersModel"])
        }

        @Test("A global event registration can be undone")
        func removeGlobalHandlers() {
            let tree = AppTree()
            var heard = 0
            tree.orders.handleGlobalEvent(Tick.self) { _, _ in heard += 1 }
            tree.session.broadcast(Tick())
            tree.orders.removeHandlers(for: Tick.self)
            tree.session.broadcast(Tick())
            #expect(heard == 1)
        }
    }
}
