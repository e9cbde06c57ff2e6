import TestSupport
import Testing

@testable import Chapter7
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("6. The same tap, another handler")
    struct WhoHandlesTests {
        @Test(
            "Registering a handler lower down changes who handles, with nothing in between changed")
        func handlerLowerDownWins() {
            let (window, navigation, orders) = ordersOnScreen()
            defer { window.isHidden = true }
            var handledBy: [String] = []
            navigation.handleEvent(OpenOrder.self) { _ in handledBy.append("navigation") }
            orders.cell(at: 0).userTapped()
            orders.handleEvent(OpenOrder.self) { _ in handledBy.append("orders") }
            orders.cell(at: 0).userTapped()
            #expect(handledBy == ["navigation", "orders"])
        }

        @Test("An event nobody handles stops, listing the chain it went and the type to handle")
        func unhandledEventStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let (_, _, orders) = ordersOnScreen()
                    orders.cell(at: 0).userTapped()
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(
                    [
                        "Nobody handled OpenOrder",
                        "OrderCell → UITableView → UIView → OrdersVC → UIView → "
                            + "UINavigationController → UIWindow → UIApplication",
                        "handleEvent(OpenOrder.self)",
                    ], in: message
                ).isEmpty, "\(message)")
        }

        @Test("An error nobody catches stops the same way")
        func uncaughtErrorStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run { UIView().reportError(Broken()) }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(["Nobody handled Broken", "catchError(Broken.self)"], in: message)
                    .isEmpty, "\(message)")
        }
    }
}
