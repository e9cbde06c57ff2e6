import Foundation
import MVVMKit
import TestSupport
import Testing

@testable import Chapter1

extension Chapter1Claims {
    @Suite("3. @Resolvable: dependencies through a property wrapper")
    struct PropertyWrapperTests {
        @Test(
            "@Resolvable resolves on the first read, not when the owner is built",
            .freshContainerHolder)
        func resolvesOnFirstRead() {
            let steps = recordingResolutions(of: holderContainer)
            let dashboard = Dashboard(container: holderContainer, args: ())
            #expect(steps().isEmpty)
            _ = dashboard.engine
            #expect(steps() == ["Engine (singleton): built"])
        }

        @Test("@Resolvable keeps what it resolved and does not ask again", .freshContainerHolder)
        func cachesTheResolvedValue() {
            let steps = recordingResolutions(of: holderContainer)
            let dashboard = Dashboard(container: holderContainer, args: ())
            let first = dashboard.engine
            let second = dashboard.engine
            #expect(first === second)
            #expect(steps() == ["Engine (singleton): built"])
        }

        @Test(
            "The chapter's view model loads through its @Resolvable provider", .freshContainerHolder
        )
        func chapterViewModelResolvesItsProvider() {
            holderContainer.replace(OrdersProvider.self, with: RecordingProvider.self)
            let viewModel: PropertyWrapper.OrdersVM = holderContainer.resolve(
                args: .init(customerId: 42, date: ArticleDates.propertyWrapper))
            viewModel.loadOrders()
            let provider: OrdersProvider = holderContainer.resolve()
            #expect((provider as? RecordingProvider)?.customers == [42])
        }

        @Test("The article's own launch code compiles: an implicitly unwrapped holder")
        func articleHolderUsageCompiles() async throws {
            let result = try await typecheck(
                CritiqueTests.types + """
                    @MainActor func launch() {
                        ContainerHolder.container = Container()
                        let viewModel: ViewModel = ContainerHolder.container.resolve(
                            args: .init(customerId: 42))
                        _ = viewModel
                    }
                    """)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
    }
}
