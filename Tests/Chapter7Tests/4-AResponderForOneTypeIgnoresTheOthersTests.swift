import Testing

@testable import Chapter7
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("4. A responder for one type ignores the others")
    struct TypedFilterTests {
        @Test("A handler for one type never sees events of another")
        func otherTypesPassUntouched() {
            let outer = UIView()
            let inner = UIView()
            outer.addSubview(inner)
            var pings = 0
            var pongs = 0
            inner.handleEvent(Ping.self) { _ in pings += 1 }
            outer.handleEvent(Pong.self) { _ in pongs += 1 }
            inner.triggerEvent(Pong())
            #expect([pings, pongs] == [0, 1])
        }

        @Test("A transform sends another event on in place of the one it got")
        func transformReplaces() {
            let outer = UIView()
            let inner = UIView()
            outer.addSubview(inner)
            var pongs = 0
            inner.transformEvent(Ping.self) { _ in Pong() }
            outer.handleEvent(Pong.self) { _ in pongs += 1 }
            let steps = hops { inner.triggerEvent(Ping()) }
            #expect(pongs == 1)
            #expect(steps.contains("UIView: turns Ping into Pong"))
        }
    }
}
