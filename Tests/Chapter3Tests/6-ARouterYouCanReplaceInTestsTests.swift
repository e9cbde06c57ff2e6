import Testing

@testable import Chapter3
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter3Claims {
    @Suite("6. A router you can replace in tests")
    struct ReplaceableRouterTests {
        @Test("A recording router sees which screen a view model asked for, with which arguments")
        func mockRouterRecords() {
            let container = chapterContainer()
            container.replace(PresenterService.self, with: RecordingPresenter.self)
            let viewModel: OrdersVM = container.resolve()
            viewModel.loadOrders()
            viewModel.showOrderDetails(forOrderIndex: 7)
            let presenter = container.resolve() as PresenterService as? RecordingPresenter
            #expect(
                presenter?.requests == [#"present OrderDetailsVC with Order(name: "Order", id: 8)"#]
            )
        }
    }
}
