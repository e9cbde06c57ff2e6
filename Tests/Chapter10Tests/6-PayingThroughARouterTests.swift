import Testing

@testable import Chapter10
@testable import ChapterRunner
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit
@testable import OrdersApp

extension Chapter10Claims {
    @Suite("6. Paying through a router")
    struct PayingThroughARouterTests {
        @Test(
            "Pay presents the payment screen for the checked orders, through the session's presenter"
        )
        func payPresents() async throws {
            try await withPhone { phone in
                let list = try #require(phone.ordersScreen)
                tapRow(0, on: list)
                tapRow(2, on: list)
                list.payTapped()
                let payment = try #require(phone.paymentScreen)
                #expect(payment.viewModel?.summary == "Pay $252 for 2 orders")
                #expect(phone.service(PresenterService.self)?.topViewController === payment)
            }
        }

        @Test(
            "Confirming pays on the server, writes the file, closes the screen, and the list shows the paid rows unchecked"
        )
        func confirmPays() async throws {
            try await withPhone { phone in
                let list = try #require(phone.ordersScreen)
                tapRow(1, on: list)
                list.payTapped()
                let payment = try #require(phone.paymentScreen)
                await payment.confirmTapped().value
                #expect(payment.presentingViewController == nil)
                #expect(savedOrders(of: phone).filter(\.isPaid).map(\.id) == [2])
                #expect(list.viewModel?.orders.selectedItems.isEmpty == true)
                #expect(rows(of: phone)[1] == "paid #2 Pens, $8")
            }
        }

        @Test("Pay with nothing checked presents nothing, and the container screen says what to do")
        func payWithNothingChecked() async throws {
            try await withPhone { phone in
                let viewModel = try #require(phone.ordersScreen?.viewModel)
                let record = ListenerRecord()
                viewModel.stateListener = record
                phone.ordersScreen?.payTapped()
                #expect(phone.paymentScreen == nil)
                #expect(record.heard == ["error: Check the orders to pay first."])
            }
        }
    }
}
