import Foundation
import MVVMKit
import Testing

@testable import Chapter1

extension Chapter1Claims {
    @Suite("4. Unit tests: a protocol and a second initializer")
    struct SecondInitializerTests {
        @Test("A view model built with the second initializer uses the test's provider")
        func secondInitializerTakesTheTestDouble() {
            let provider = SecondInitializer.RecordingOrdersProvider()
            let viewModel = SecondInitializer.OrdersVM(
                ordersProvider: provider, args: .init(customerId: 42, date: ArticleDates.example))
            viewModel.loadOrders()
            #expect(provider.requests == ["customer '42', date '2020-04-22 17:41:49 +0000'"])
        }
    }
}
