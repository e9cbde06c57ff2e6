import TestSupport
import Testing

@testable import Chapter3
@testable import ChapterRunner
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter3Claims {
    @Suite("4. Which screen opens is business logic")
    struct BusinessLogicTests {
        @Test("A tap on an unpaid order opens the payment screen; on a paid one, the details")
        func unpaidOrdersOpenPayment() {
            let container = chapterContainer()
            container.replace(PresenterService.self, with: RecordingPresenter.self)
            let viewModel: CheckingOrdersVM = container.resolve()
            viewModel.loadOrders()
            viewModel.showOrderDetails(forOrderIndex: 0)
            viewModel.showOrderDetails(forOrderIndex: 1)
            let presenter = container.resolve() as PresenterService as? RecordingPresenter
            #expect(
                presenter?.requests == [
                    #"present PaymentVC with Order(name: "Order", id: 1)"#,
                    #"present OrderDetailsVC with Order(name: "Order", id: 2)"#,
                ])
        }

        @Test("The payment screen asks to pay for the order it was opened with")
        func paymentScreenShowsItsOrder() async throws {
            let container = chapterContainer()
            let list = OrdersVC()
            list.viewModel = container.resolve() as CheckingOrdersVM
            await onScreen(list) { _ in
                tapRow(0, on: list)
                let payment = list.presentedViewController as? PaymentVC
                #expect(payment?.viewModel?.title == "Pay for Order #1")
            }
        }
    }
}
