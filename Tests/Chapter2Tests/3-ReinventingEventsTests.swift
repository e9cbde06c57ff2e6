import Testing

@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter2Claims {
    @Suite("3. Reinventing events")
    struct EventTests {
        @Test("Every subscriber gets the event, in the order they subscribed")
        func deliversInOrder() {
            let event = Event<Int>()
            let listeners = (0..<50).map { Listener(name: "\($0)") }
            var heard: [String] = []
            for listener in listeners {
                event.subscribe(listener) { this, value in heard.append("\(this.name):\(value)") }
            }
            event.raise(1)
            #expect(heard == listeners.map { "\($0.name):1" })
        }

        @Test("Subscribing the same subscriber again stores one subscription, not two")
        func subscribingAgainStoresOne() {
            let event = Event<Int>()
            let listener = Listener(name: "a")
            event.subscribe(listener) { _, _ in }
            event.subscribe(listener) { _, _ in }
            #expect(event.storedCount == 1)
        }

        @Test("The handler gets the live subscriber, and the event does not keep it alive")
        func handlerGetsTheSubscriberWeakly() {
            let event = Event<Void>()
            var listener: Listener? = Listener(name: "a")
            weak let watched = listener
            var received: Listener?
            event.subscribe(listener!) { this in received = this }
            event.raise()
            #expect(received === listener)
            received = nil
            listener = nil
            #expect(watched == nil)
        }

        @Test("A subscriber that died is skipped and its handler freed")
        func deadSubscriberSkipped() {
            let event = Event<Void>()
            var dying: Listener? = Listener(name: "dying")
            let staying = Listener(name: "staying")
            var token: Token? = Token()
            weak let watchedToken = token
            var heard: [String] = []
            event.subscribe(dying!) { [token] this in
                _ = token
                heard.append(this.name)
            }
            event.subscribe(staying) { this in heard.append(this.name) }
            token = nil
            dying = nil
            event.raise()
            #expect(heard == ["staying"])
            #expect(
                watchedToken == nil, "the dead subscriber's handler (and what it held) is freed")
        }

        @Test("Unsubscribing stops delivery")
        func unsubscribeStops() {
            let event = Event<Void>()
            let listener = Listener(name: "a")
            var calls = 0
            event.subscribe(listener) { _ in calls += 1 }
            event.raise()
            event.unsubscribe(listener)
            event.raise()
            #expect(calls == 1)
        }

        @Test("Subscribing again replaces the handler and keeps the subscriber's turn")
        func resubscribeReplaces() {
            let event = Event<Void>()
            let first = Listener(name: "first")
            let second = Listener(name: "second")
            var heard: [String] = []
            event.subscribe(first) { _ in heard.append("old first") }
            event.subscribe(second) { this in heard.append(this.name) }
            event.subscribe(first) { _ in heard.append("new first") }
            event.raise()
            #expect(heard == ["new first", "second"])
        }

        @Test("A subscriber added during a raise is called from the next raise on")
        func subscribeDuringRaise() {
            let event = Event<Void>()
            let first = Listener(name: "first")
            let late = Listener(name: "late")
            var heard: [String] = []
            event.subscribe(first) { this in
                heard.append(this.name)
                event.subscribe(late) { this in heard.append(this.name) }
            }
            event.raise()
            #expect(heard == ["first"])
            event.raise()
            #expect(heard == ["first", "first", "late"])
        }

        @Test("A subscriber unsubscribed during a raise, before its turn, is not called")
        func unsubscribeDuringRaise() {
            let event = Event<Void>()
            let first = Listener(name: "first")
            let second = Listener(name: "second")
            var heard: [String] = []
            event.subscribe(first) { this in
                heard.append(this.name)
                event.unsubscribe(second)
            }
            event.subscribe(second) { this in heard.append(this.name) }
            event.raise()
            #expect(heard == ["first"])
        }

        @Test("A clean-up set off by a handler changes nothing for the raise under way")
        func cleanUpDuringRaise() {
            let event = Event<Void>()
            let first = Listener(name: "first")
            let last = Listener(name: "last")
            var dying: [Listener] = (0..<20).map { Listener(name: "dying \($0)") }
            for listener in dying {
                event.subscribe(listener) { _ in }
            }
            let newcomers = (0..<40).map { Listener(name: "new \($0)") }
            var heard: [String] = []
            event.subscribe(first) { this in
                heard.append(this.name)
                dying = []  // now the list is mostly dead, and the subscribes below clean it up
                for newcomer in newcomers {
                    event.subscribe(newcomer) { this in heard.append(this.name) }
                }
                event.unsubscribe(last)
            }
            event.subscribe(last) { this in heard.append(this.name) }
            #expect(event.storedCount == 22)
            event.raise()
            #expect(event.storedCount < 22 + 40, "a clean-up ran during the raise")
            #expect(heard == ["first"])
            heard = []
            event.raise()
            #expect(heard == ["first"] + newcomers.map(\.name))
        }

        @Test("A handler may raise the same event again; each raise reaches everyone")
        func nestedRaise() {
            let event = Event<Int>()
            let first = Listener(name: "first")
            let second = Listener(name: "second")
            var heard: [String] = []
            event.subscribe(first) { this, depth in
                heard.append("\(this.name)\(depth)")
                if depth == 0 { event.raise(1) }
            }
            event.subscribe(second) { this, depth in heard.append("\(this.name)\(depth)") }
            event.raise(0)
            #expect(heard == ["first0", "first1", "second1", "second0"])
        }
    }
}
