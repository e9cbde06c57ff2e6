import Testing

@testable import Chapter4
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter4Claims {
    @Suite("5. The container as the services")
    struct ContainerAsServicesTests {
        @Test("The chapter-1 container provides a view model's services by resolving them")
        func containerResolvesTheServices() {
            let container = Container()
            var steps: [String] = []
            container.onResolve = { steps.append("\($0)") }
            let first = OrdersVC.instantiate(withServices: container)
            let second = OrdersVC.instantiate(withServices: container)
            #expect(first.viewModel.orders.count == 100)
            #expect(second.viewModel.orders.count == 100)
            #expect(
                steps == [
                    "OrdersProvider (singleton): built",
                    "OrdersProvider (singleton): served from the cache",
                ])
        }
    }
}
