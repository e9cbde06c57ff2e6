import TestSupport
import Testing

@testable import Chapter7
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("12. A message nobody handles")
    struct NobodyHandlesTests {
        @Test("The policy is strict in a debug build and warn in a release build")
        func defaultPolicy() {
            #if DEBUG
            #expect(UnhandledPolicy.buildDefault == .strict)
            #else
            #expect(UnhandledPolicy.buildDefault == .warn)
            #endif
            #expect(ResponderChain.unhandled == UnhandledPolicy.buildDefault)
        }

        @Test("Strict: an event nobody handles stops, listing the chain it went and the type")
        func unhandledEventStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                do {
                    await ordersOnScreen { _, _, orders in
                        orders.cell(at: 0).userTapped()
                    }
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(
                    [
                        "Nobody handled OpenOrder",
                        "OrderCell → UITableView → UIView → OrdersVC → UIView → "
                            + "UINavigationController → UIWindow → UIWindowScene → UIApplication "
                            + "→ AppDelegate",
                        "handleEvent(OpenOrder.self)", "a release build warns instead",
                    ], in: message
                ).isEmpty, "\(message)")
        }

        @Test("Strict: an error nobody handles stops the same way")
        func uncaughtErrorStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                do {
                    await onScreen { window in
                        UIApplication.shared.delegate = testAppDelegate
                        window.reportError(Broken())
                    }
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(
                    [
                        "Nobody handled Broken", "handleError(Broken.self)",
                        "catchError(Broken.self)",
                    ],
                    in: message
                ).isEmpty, "\(message)")
        }

        @Test("Warn: one line names the message and its path, and the program goes on")
        func warnGoesOn() async {
            await ordersOnScreen { window, _, orders in
                let lines = warnings(under: .warn) { orders.cell(at: 0).userTapped() }
                #expect(lines.count == 1)
                #expect(
                    lines.first?.hasPrefix("Nobody handled OpenOrder. It went OrderCell → ") == true
                )
            }
        }

        @Test("Off: nothing is said")
        func offSaysNothing() async {
            await ordersOnScreen { window, _, orders in
                #expect(warnings(under: .off) { orders.cell(at: 0).userTapped() }.isEmpty)
            }
        }

        @Test("A message from a responder in no window only warns, even under strict")
        func lateMessageWarns() async {
            await ordersOnScreen { window, _, orders in
                let cell = orders.cell(at: 1)
                cell.removeFromSuperview()
                let lines = warnings(under: .strict) { cell.userTappedWithAnExpiredSession() }
                #expect(
                    lines == [
                        "OrderCell sent SessionExpired when it was in no window, and nobody on its way "
                            + "handled it. It went OrderCell."
                    ])
            }
        }

        @Test("A late message still reaches the handlers on its way")
        func lateMessageIsDelivered() {
            let view = UIView()
            var handled = 0
            view.handleEvent(Ping.self) { _, _ in handled += 1 }
            #expect(warnings(under: .strict) { view.triggerEvent(Ping()) }.isEmpty)
            #expect(handled == 1)
        }
    }
}
