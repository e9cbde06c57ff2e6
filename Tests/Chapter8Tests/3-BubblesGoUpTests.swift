import TestSupport
import Testing

@testable import Chapter8
@testable import MVVMKit

extension Chapter8Claims {
    @Suite("3. Bubbles go up")
    struct BubblesTests {
        @Test("A bubble goes up to the first model registered for its type, and stops there")
        func firstRegisteredHandles() {
            let tree = AppTree(container: Container())
            var handledBy: [String] = []
            tree.mainFlow.handleBubble(Ping.self) { _ in handledBy.append("MainFlow") }
            tree.session.handleBubble(Ping.self) { _ in handledBy.append("Session") }
            tree.search.handleBubble(Pong.self) { _ in handledBy.append("Search") }
            let seen = steps { tree.filters.bubble(Ping()) }
            #expect(handledBy == ["MainFlow"])
            #expect(
                seen == [
                    "FiltersModel: passes Ping up", "SearchModel: passes Ping up",
                    "MainFlow: handles Ping",
                ])
        }

        @Test("A bubble nobody handles stops, naming it and the path it took")
        func unhandledBubbleStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let tree = AppTree(container: Container())
                    withExtendedLifetime(tree) { tree.filters.bubble(Ping()) }
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains(
                    "Nobody in the tree handled the bubble Ping. It went FiltersModel → "
                        + "SearchModel → MainFlow → Session"), "\(message)")
        }
    }
}
