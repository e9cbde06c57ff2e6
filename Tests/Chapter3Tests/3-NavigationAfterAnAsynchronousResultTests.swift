import Testing

@testable import Chapter3
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter3Claims {
    @Suite("3. Navigation after an asynchronous result")
    struct AfterAnAsyncResultTests {
        @Test("The view model opens an order asked for before the orders arrived, once they do")
        func opensAfterAsynchronousResult() async {
            let container = ContainerMock()  // the real provider, answering with no delay
            container.replace(PresenterService.self, with: RecordingPresenter.self)
            let presenter = container.resolve() as PresenterService as! RecordingPresenter
            let viewModel: OrdersVM = container.resolve()
            viewModel.showOrderDetails(forOrderId: 42)
            #expect(presenter.requests.isEmpty)
            viewModel.loadOrders()
            let provider: OrdersProvider = container.resolve()
            await provider.answered()
            #expect(
                presenter.requests == [#"present OrderDetailsVC with Order(name: "Order", id: 42)"#]
            )
        }
    }
}
