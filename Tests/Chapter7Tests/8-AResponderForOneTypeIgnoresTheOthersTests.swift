import Testing

@testable import Chapter7
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

        @Test("Untyped responders get events of every type")
        func untypedEventResponders() {
            let view = UIView()
            var seen: [String] = []
            view.receiveEvent { _, event in
                seen.append("receive \(type(of: event))")
                return .notHandled
            }
            view.transformEvent { _, event in event is Ping ? Pong() : event }
            view.handleEvent { _, event in seen.append("handle \(type(of: event))") }
            view.triggerEvent(Ping())
            view.triggerEvent(Pong())
            #expect(seen == ["receive Ping", "handle Pong", "receive Pong", "handle Pong"])
        }

        @Test("Untyped responders get errors of every type")
        func untypedErrorResponders() {
            let outer = UIView()
            let inner = UIView()
            outer.addSubview(inner)
            var seen: [String] = []
            inner.receiveError { _, error in
                seen.append("receive \(type(of: error))")
                return .notHandled
            }
            inner.transformError { _, error in error is Broken ? SessionExpired() : error }
            inner.catchError { _, error in
                seen.append("catch \(type(of: error))")
                return Ping()
            }
            outer.handleEvent(Ping.self) { _, _ in seen.append("handle Ping") }
            inner.reportError(Broken())
            #expect(
                seen == ["receive Broken", "catch SessionExpired", "handle Ping"])

            let other = UIView()
            other.handleError { _, error in seen.append("handle \(type(of: error))") }
            other.reportError(Broken())
            #expect(seen.last == "handle Broken")
        }
    }
}
