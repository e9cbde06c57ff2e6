import TestSupport
import Testing

@testable import Chapter8
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter8Claims {
    @Suite("3. Bubbles go up")
    struct BubblesTests {
        @Test("A bubble goes up to the first model that handles its type, and stops there")
        func firstRegisteredHandles() {
            let tree = AppTree()
            var handledBy: [String] = []
            tree.mainFlow.handleBubble(Ping.self) { flow, _ in handledBy.append(flow.name) }
            tree.session.handleBubble(Ping.self) { session, _ in handledBy.append(session.name) }
            tree.search.handleBubble(Pong.self) { search, _ in handledBy.append(search.name) }
            let seen = steps { tree.filters.bubble(Ping()) }
            #expect(handledBy == ["MainFlow"])
            #expect(
                seen == [
                    "FiltersModel: passes Ping up", "SearchModel: passes Ping up",
                    "MainFlow: handles Ping",
                ])
        }

        @Test("A handler is given its model, typed as the model's own type")
        func handlerIsGivenItsModel() {
            let tree = AppTree()
            var given: MainFlow?
            tree.mainFlow.handleBubble(Ping.self) { flow, _ in given = flow }
            tree.filters.bubble(Ping())
            #expect(given === tree.mainFlow)
        }

        @Test("A registration can be undone: the bubble then goes past that model")
        func removeHandlers() {
            let tree = AppTree()
            var handledBy: [String] = []
            tree.mainFlow.handleBubble(Ping.self) { flow, _ in handledBy.append(flow.name) }
            tree.search.handleBubble(Ping.self) { search, _ in handledBy.append(search.name) }
            tree.filters.bubble(Ping())
            tree.search.removeHandlers(for: Ping.self)
            tree.filters.bubble(Ping())
            #expect(handledBy == ["SearchModel", "MainFlow"])
        }

        @Test("A model taken out of the tree no longer reaches its former parent")
        func removedModelReachesNobody() {
            let tree = AppTree()
            var handled = 0
            tree.search.handleBubble(Ping.self) { _, _ in handled += 1 }
            let filters: Model = tree.filters
            filters.removeFromParent()
            let lines = warnings(under: .strict) { filters.bubble(Ping()) }
            #expect(handled == 0)
            #expect(lines.count == 1)
        }

        @Test("Strict: a bubble nobody handles stops, naming it and the path it took")
        func unhandledBubbleStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let tree = AppTree()
                    withExtendedLifetime(tree) { tree.filters.bubble(Ping()) }
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(
                    [
                        "Nobody in the tree handled the bubble Ping. It went FiltersModel → "
                            + "SearchModel → MainFlow → Session",
                        "handleBubble(Ping.self)", "a release build warns instead",
                    ], in: message
                ).isEmpty, "\(message)")
        }

        @Test("Warn and off: one line, or nothing, and the program goes on")
        func warnAndOff() {
            let tree = AppTree()
            let warned = warnings(under: .warn) { tree.filters.bubble(Ping()) }
            #expect(
                warned == [
                    "Nobody in the tree handled the bubble Ping. It went FiltersModel → "
                        + "SearchModel → MainFlow → Session. Handle it on one of them with "
                        + "handleBubble(Ping.self)."
                ])
            #expect(warnings(under: .off) { tree.filters.bubble(Ping()) }.isEmpty)
        }
    }
}
