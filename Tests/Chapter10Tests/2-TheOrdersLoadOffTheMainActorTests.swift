import Foundation
import Testing

@testable import Chapter10
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit
@testable import OrdersApp

extension Chapter10Claims {
    @Suite("2. The orders load off the main actor")
    struct TheOrdersLoadTests {
        @Test(
            "The fetch runs on the server's actor, the write on the file's, the publishing on the main actor"
        )
        func whereTheWorkRuns() async throws {
            try await withPhone { phone in
                let store = try #require(phone.service(OrdersStore.self))
                #expect(await Device.network.fetchesRanOn == ["OrdersServer"])
                #expect(await store.lastWriteRanOn == "OrdersFile")
                #expect(store.publishedOn == "MainActor")
            }
        }

        @Test("The list shows what the store holds, and the file holds the same")
        func listStoreAndFileAgree() async throws {
            try await withPhone { phone in
                let store = try #require(phone.service(OrdersStore.self))
                #expect(store.orders == OrdersServer.sampleOrders)
                #expect(savedOrders(of: phone) == store.orders)
                #expect(phone.ordersScreen?.viewModel?.orders.items == store.orders)
                #expect(
                    rows(of: phone) == [
                        "[ ] #1 Paper, $12", "[ ] #2 Pens, $8", "[ ] #3 Oak desk, $240",
                    ])
            }
        }

        @Test("A refresh asked for while one runs joins it: the server is asked once")
        func overlappingRefreshesJoin() async throws {
            try await withPhone { phone in
                let list = try #require(phone.ordersScreen)
                let first = list.refreshPulled()
                let second = list.refreshPulled()
                await first.value
                await second.value
                // One fetch for signing in, and one for both of these.
                #expect(await Device.network.fetchesRanOn.count == 2)
            }
        }
    }
}
