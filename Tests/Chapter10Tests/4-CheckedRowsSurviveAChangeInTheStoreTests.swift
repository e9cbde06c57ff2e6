import Testing

@testable import Chapter10
@testable import ChapterRunner
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit
@testable import OrdersApp

extension Chapter10Claims {
    @Suite("4. Checked rows survive a change in the store")
    struct CheckedRowsSurviveTests {
        @Test("The list's view model, built by a session's container, follows that session's store")
        func viewModelFollowsTheStore() async throws {
            try await withOpenSession { session in
                let viewModel = OrdersViewModel(withServices: session.container)
                let store: OrdersStore = session.container.resolve()
                let orders = [Order(id: 1, title: "Paper", amount: 12)]
                try await store.replace(with: orders)
                #expect(viewModel.orders.items == orders)
                viewModel.orders.clickPosition(0)
                try await store.replace(with: [Order(id: 1, title: "Paper", amount: 10)])
                #expect(viewModel.orders.selectedItems.map(\.amount) == [10])
            }
        }

        @Test("A tap checks a row through the selecting adapter, and only that row is redrawn")
        func tapChecksARow() async throws {
            try await withPhone { phone in
                let list = try #require(phone.ordersScreen)
                let untouched = list.cell(at: 0)
                tapRow(2, on: list)
                #expect(list.viewModel?.orders.selectedItems.map(\.id) == [3])
                #expect(list.cell(at: 0) === untouched)
                #expect(rows(of: phone)[2] == "[x] #3 Oak desk, $240")
            }
        }

        @Test("A sync that changes a checked order redraws its row, still checked")
        func storeChangeRedrawsACheckedRow() async throws {
            try await withPhone { phone in
                let list = try #require(phone.ordersScreen)
                tapRow(0, on: list)
                tapRow(2, on: list)
                await Device.network.changeAmount(ofOrder: 3, to: 180)
                await list.refreshPulled().value
                #expect(
                    rows(of: phone) == [
                        "[x] #1 Paper, $12", "[ ] #2 Pens, $8", "[x] #3 Oak desk, $180",
                    ])
                #expect(list.viewModel?.orders.selectedItems.map(\.id) == [1, 3])
            }
        }

        @Test("A checked order that leaves the list is unchecked; the others keep their check")
        func orderThatLeavesIsUnchecked() async throws {
            try await withPhone { phone in
                let list = try #require(phone.ordersScreen)
                tapRow(0, on: list)
                tapRow(2, on: list)
                let store = try #require(phone.service(OrdersStore.self))
                try await store.replace(with: Array(store.orders.dropFirst()))
                #expect(list.viewModel?.orders.selectedItems.map(\.id) == [3])
                #expect(rows(of: phone)[1] == "[x] #3 Oak desk, $240")
            }
        }

        @Test("A paid order cannot be checked, and the container screen is told why")
        func paidOrderRefused() async throws {
            try await withOpenSession { session in
                let store: OrdersStore = session.container.resolve()
                try await store.replace(with: [
                    Order(id: 1, title: "Paper", amount: 12, isPaid: true)
                ])
                let viewModel = OrdersViewModel(withServices: session.container)
                let record = ListenerRecord()
                viewModel.stateListener = record
                viewModel.orders.clickPosition(0)
                #expect(viewModel.orders.selectedItems.isEmpty)
                #expect(record.heard == ["error: #1 Paper is paid already."])
            }
        }
    }
}
