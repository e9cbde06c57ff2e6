import Testing

@testable import Chapter7
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("10. Errors travel the same way")
    struct ErrorsTests {
        @Test("An error reported below is caught on the way and turned into an event")
        func errorCaughtAndTurnedIntoAnEvent() async {
            await ordersOnScreen { window, navigation, orders in
                var signIns = 0
                orders.catchError(SessionExpired.self) { _, _ in ShowSignIn() }
                navigation.handleEvent(ShowSignIn.self) { _, _ in signIns += 1 }
                orders.cell(at: 0).userTappedWithAnExpiredSession()
                #expect(signIns == 1)
            }
        }

        @Test("A catcher for one error type lets other errors go on")
        func otherErrorsPassTheCatcher() {
            let outer = UIView()
            let inner = UIView()
            outer.addSubview(inner)
            var caught: [String] = []
            inner.catchError(SessionExpired.self) { _, _ in
                caught.append("expired")
                return Ping()
            }
            outer.catchError(Broken.self) { _, _ in
                caught.append("broken")
                return Pong()
            }
            outer.handleEvent(Pong.self) { _, _ in caught.append("pong") }
            inner.reportError(Broken())
            #expect(caught == ["broken", "pong"])
        }

        @Test("Errors are received, handled and transformed as events are")
        func errorsLikeEvents() async {
            await ordersOnScreen { window, navigation, orders in
                var reasons: [String] = []
                orders.transformError(Offline.self) { _, _ in OrdersUnavailable(reason: "offline") }
                orders.handleError(SessionExpired.self) { _, _ in reasons.append("expired") }
                navigation.receiveError(OrdersUnavailable.self) { _, error in
                    reasons.append(error.reason)
                    return .handled
                }
                orders.cell(at: 0).userTappedWhileOffline()
                orders.cell(at: 1).userTappedWithAnExpiredSession()
                #expect(reasons == ["offline", "expired"])
            }
        }

        @Test("A handler that throws sends its error on from its own responder, past none below")
        func thrownErrorStartsAtTheThrower() async {
            await ordersOnScreen { window, navigation, orders in
                var caughtBy: [String] = []
                orders.handleError(OrderGone.self) { _, _ in caughtBy.append("OrdersVC") }
                navigation.handleEvent(OpenOrder.self) { _, event in throw OrderGone(id: event.id) }
                window.handleError(OrderGone.self) { _, error in
                    caughtBy.append("window \(error.id)")
                }
                let steps = hops { orders.cell(at: 1).userTapped() }
                #expect(caughtBy == ["window 2"])
                #expect(
                    steps.suffix(4) == [
                        "UINavigationController: handles OpenOrder",
                        "UINavigationController: throws OrderGone",
                        "UINavigationController: passes OrderGone on",
                        "UIWindow: handles OrderGone",
                    ])
            }
        }

        @Test("A transform or a catch that throws sends its error on the same way")
        func throwingTransformAndCatch() {
            let outer = UIView()
            let inner = UIView()
            outer.addSubview(inner)
            var handled: [String] = []
            inner.transformEvent(Ping.self) { _, _ in throw Broken() }
            inner.catchError(SessionExpired.self) { _, _ in throw Broken() }
            outer.handleError(Broken.self) { _, _ in handled.append("Broken") }
            inner.triggerEvent(Ping())
            inner.reportError(SessionExpired())
            #expect(handled == ["Broken", "Broken"])
        }
    }
}
