import Foundation
import MVVMKit

/// A mock provider: the same class, with the loading replaced.
final class OrdersProviderMock: OrdersProvider {
    override func loadOrders(for customerId: Int, date: Date) {
        print("Loading mock orders for customer '\(customerId)', date '\(date)'")
    }
}

/// Unit tests, second way: keep the container and replace just the dependencies to mock.
func mockContainer() {
    let container = ContainerMock()
    container.replace(OrdersProvider.self, with: OrdersProviderMock.self)
    let viewModel: OrdersVM = container.resolve(
        args: .init(customerId: 42, date: ArticleDates.containerMock))
    viewModel.loadOrders()
}
