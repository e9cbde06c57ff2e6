import Foundation
import MVVMKit
import Testing

@testable import Chapter1

/// Tests that set `ContainerHolder.container` unset it again before returning. They are
/// synchronous and run on the main actor, so no other test can see the value in between.
func withHolder<Result>(_ container: any IContainer, _ body: () -> Result) -> Result {
    ContainerHolder.container = container
    defer { ContainerHolder.container = nil }
    return body()
}

@Suite("3. @Resolvable: dependencies through a property wrapper")
struct PropertyWrapperTests {
    @Test("@Resolvable resolves on the first read, not when the owner is built")
    func resolvesOnFirstRead() {
        let container = Container()
        let steps = recordingResolutions(of: container)
        withHolder(container) {
            let dashboard = Dashboard(container: container, args: ())
            #expect(steps().isEmpty)
            _ = dashboard.engine
            #expect(steps() == ["Engine (singleton): built"])
        }
    }

    @Test("@Resolvable keeps what it resolved and does not ask again")
    func cachesTheResolvedValue() {
        let container = Container()
        let steps = recordingResolutions(of: container)
        withHolder(container) {
            let dashboard = Dashboard(container: container, args: ())
            let first = dashboard.engine
            let second = dashboard.engine
            #expect(first === second)
            #expect(steps() == ["Engine (singleton): built"])
        }
    }

    @Test("The chapter's view model loads through its @Resolvable provider")
    func chapterViewModelResolvesItsProvider() {
        let container = ContainerMock()
        container.replace(OrdersProvider.self, with: RecordingProvider.self)
        withHolder(container) {
            let viewModel: PropertyWrapper.OrdersVM = container.resolve(
                args: .init(customerId: 42, date: ArticleDates.propertyWrapper))
            viewModel.loadOrders()
        }
        let provider: OrdersProvider = container.resolve()
        #expect((provider as? RecordingProvider)?.customers == [42])
    }
}

/// A provider that remembers whom it loaded orders for, instead of printing.
final class RecordingProvider: OrdersProvider {
    private(set) var customers: [Int] = []

    override func loadOrders(for customerId: Int, date: Date) {
        customers.append(customerId)
    }
}
