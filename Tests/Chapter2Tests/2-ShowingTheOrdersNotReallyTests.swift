import Testing

@testable import Chapter2
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter2Claims {
    @Suite("2. Showing the orders (not really)")
    struct NotReallyTests {
        @Test("Without a notification the screen stays empty after the orders arrive")
        func screenStaysEmpty() async {
            let provider = OrdersProvider()
            let viewController = NotReally.OrdersVC()
            viewController.viewModel = NotReally.OrdersVM(ordersProvider: provider)
            #expect(viewController.screenLines().contains("(no rows)"))
            await provider.answered()
            #expect(viewController.viewModel?.orders.count == 100)
            #expect(viewController.screenLines().contains("(no rows)"))
        }
    }
}
