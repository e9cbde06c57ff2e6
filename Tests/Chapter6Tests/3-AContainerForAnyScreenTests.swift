import TestSupport
import Testing

@testable import Chapter6
@testable import MVVMKit

extension Chapter6Claims {
    @Suite("3. A container for any screen")
    struct ContainerTests {
        @Test("The content screen is embedded as the container's child")
        func contentIsAChild() {
            let content = UIViewController()
            let container = ContainerViewController(content: content, model: SilentModel())
            container.loadViewIfNeeded()
            #expect(container.children == [content])
            #expect(content.parent === container)
        }

        @Test("Loading is counted: two overlapping loads keep the line until both have ended")
        func loadingIsCounted() {
            let container = ContainerViewController(
                content: UIViewController(), model: SilentModel())
            container.loadViewIfNeeded()
            container.beginLoading()
            container.beginLoading()
            container.endLoading()
            #expect(container.screenLines().contains("Loading..."))
            container.endLoading()
            #expect(!container.screenLines().contains("Loading..."))
        }

        @Test("The empty state shows only while there is nothing to show")
        func emptyState() {
            let container = ContainerViewController(
                content: UIViewController(), model: SilentModel())
            container.loadViewIfNeeded()
            container.showEmpty(true)
            #expect(container.screenLines().contains("Nothing to show yet."))
            container.showEmpty(false)
            #expect(!container.screenLines().contains("Nothing to show yet."))
        }

        @Test("Ending a load that never began stops, naming the container")
        func endingWithoutBeginningStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    ContainerViewController(content: UIViewController(), model: SilentModel())
                        .endLoading()
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains(
                    "ContainerViewController was told a load ended while none was in progress"),
                "\(message)")
        }
    }
}
