import Testing

@testable import Chapter7
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("8. A responder for one type ignores the others")
    struct TypedFilterTests {
        @Test("A handler for one type never sees events of another")
        func otherTypesPassUntouched() {
            let outer = UIView()
            let inner = UIView()
            outer.addSubview(inner)
            var pings = 0
            var pongs = 0
            inner.handleEvent(Ping.self) { _, _ in pings += 1 }
            outer.handleEvent(Pong.self) { _, _ in pongs += 1 }
            inner.triggerEvent(Pong())
            #expect(pings == 0 && pongs == 1)
        }

        @Test("An untyped receiver gets events of every type, and may let each go on")
        func untypedEventReceiver() {
            let outer = UIView()
            let inner = UIView()
            outer.addSubview(inner)
            var seen: [String] = []
            inner.receiveEvent { _, event in
                seen.append("receive \(type(of: event))")
                return event is Ping ? .handled : .notHandled
            }
            outer.handleEvent(Pong.self) { _, _ in seen.append("handle Pong") }
            inner.triggerEvent(Ping())
            inner.triggerEvent(Pong())
            #expect(seen == ["receive Ping", "receive Pong", "handle Pong"])
        }
    }
}
