import Foundation
import MVVMKit
import Testing

@testable import Chapter1

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

@Suite("5. Unit tests: ContainerMock")
struct ContainerMockTests {
    @Test("The mock container builds the substitute for a replaced type")
    func buildsTheSubstitute() {
        let container = ContainerMock()
        container.replace(Wheel.self, with: WheelMock.self)
        let wheel: Wheel = container.resolve(args: 17)
        #expect(wheel is WheelMock)
    }

    @Test("The mock container builds the real type for everything else")
    func buildsRealTypesOtherwise() {
        let container = ContainerMock()
        container.replace(Wheel.self, with: WheelMock.self)
        let car: Car = container.resolve(args: "red")
        #expect(type(of: car) == Car.self)
        #expect(type(of: car.engine) == Engine.self)
    }

    @Test("A replaced dependency deep in the graph is the substitute, cached in its scope")
    func substitutesInsideTheGraph() {
        let container = ContainerMock()
        container.replace(OrdersProvider.self, with: RecordingProvider.self)
        let first: OrdersVM = container.resolve(
            args: .init(customerId: 1, date: ArticleDates.example))
        let second: OrdersVM = container.resolve(
            args: .init(customerId: 2, date: ArticleDates.example))
        first.loadOrders()
        second.loadOrders()
        let provider: OrdersProvider = container.resolve()
        #expect((provider as? RecordingProvider)?.customers == [1, 2])
    }
}
