import Testing

@testable import Chapter10
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit
@testable import OrdersApp

extension Chapter10Claims {
    @Suite("3. A sync that fails")
    struct ASyncThatFailsTests {
        @Test(
            "A failed sync tells the container screen its error, between the loading's begin and end"
        )
        func failureIsReported() async throws {
            try await withPhone { phone in
                let viewModel = try #require(phone.ordersScreen?.viewModel)
                let record = ListenerRecord()
                viewModel.stateListener = record
                await Device.network.failNextFetch()
                await viewModel.refresh()
                #expect(
                    record.heard == [
                        "begin loading", "error: The server did not answer. Pull to try again.",
                        "end loading", "empty: false",
                    ])
            }
        }

        @Test("After a failed sync the list and the file stay as they were")
        func failureChangesNothing() async throws {
            try await withPhone { phone in
                let before = savedOrders(of: phone)
                let shown = rows(of: phone)
                await Device.network.failNextFetch()
                await Device.network.changeAmount(ofOrder: 1, to: 99)
                await phone.ordersScreen?.refreshPulled().value
                #expect(savedOrders(of: phone) == before)
                #expect(rows(of: phone) == shown)
            }
        }
    }
}
