import Testing

@testable import Chapter7
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("5. Errors travel the same way")
    struct ErrorsTests {
        @Test("An error reported below is caught on the way and turned into an event")
        func errorCaughtAndTurnedIntoAnEvent() {
            let (window, navigation, orders) = ordersOnScreen()
            defer { window.isHidden = true }
            var signIns = 0
            orders.catchError(SessionExpired.self) { _ in ShowSignIn() }
            navigation.handleEvent(ShowSignIn.self) { _ in signIns += 1 }
            orders.cell(at: 0).userTappedWithAnExpiredSession()
            #expect(signIns == 1)
        }

        @Test("A catcher for one error type lets other errors go on")
        func otherErrorsPassTheCatcher() {
            let outer = UIView()
            let inner = UIView()
            outer.addSubview(inner)
            var caught: [String] = []
            inner.catchError(SessionExpired.self) { _ in
                caught.append("expired")
                return Ping()
            }
            outer.catchError(Broken.self) { _ in
                caught.append("broken")
                return Pong()
            }
            outer.handleEvent(Pong.self) { _ in caught.append("pong") }
            inner.reportError(Broken())
            #expect(caught == ["broken", "pong"])
        }
    }
}
