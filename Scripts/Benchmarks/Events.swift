import ArticleBaselines
import Foundation
import MVVMKit

// Raising and subscribing, against the same work done with a plain array of closures.

final class Subscriber {
    var total = 0
}

/// A subscriber held weakly with its handler: the by-hand version of one subscription.
final class WeakHandler {
    weak var subscriber: Subscriber?
    let handler: (Subscriber, Int) -> Void

    init(_ subscriber: Subscriber, handler: @escaping (Subscriber, Int) -> Void) {
        self.subscriber = subscriber
        self.handler = handler
    }
}

/// The raise cases, and comparisons that show them against plain closures.
func raisingCases(subscribers count: Int, raises n: Int) -> ([Case], [Comparison]) {
    let subscribers = (0..<count).map { _ in Subscriber() }
    let event = Event<Int>()
    let articleEvent = ArticleEvent<Int>()
    for subscriber in subscribers {
        event.subscribe(subscriber) { this, value in this.total &+= value }
        articleEvent.subscribe(subscriber) { this, value in this.total &+= value }
    }
    // What any event that holds its subscribers weakly must do at the least, by hand.
    let weakHandlers = subscribers.map { subscriber in
        WeakHandler(subscriber) { this, value in this.total &+= value }
    }
    // The floor's own objects: nothing refers to them weakly, as nothing would by hand.
    let plainSubscribers = (0..<count).map { _ in Subscriber() }
    let closures: [(Int) -> Void] = plainSubscribers.map { subscriber in
        { value in subscriber.total &+= value }
    }
    // The peer a reader would reach for: NotificationCenter, one block observer each.
    let center = NotificationCenter()
    let name = Notification.Name("value")
    let observers = subscribers.map { subscriber in
        center.addObserver(forName: name, object: nil, queue: nil) { notification in
            let value = notification.object as? Int ?? 0
            MainActor.assumeIsolated { subscriber.total &+= value }
        }
    }
    let plain = Case("call \(count) closures from an array") {
        timed(n) {
            for value in 0..<n {
                for closure in closures { closure(value) }
            }
            consume(plainSubscribers[0].total)
        }
    }
    let byHand = Case("call \(count) closures through weak references", floor: plain) {
        timed(n) {
            for value in 0..<n {
                for weakHandler in weakHandlers {
                    if let subscriber = weakHandler.subscriber {
                        weakHandler.handler(subscriber, value)
                    }
                }
            }
            consume(subscribers[0].total)
        }
    }
    let raise = Case(
        "raise to \(count) subscribers", floor: byHand, target: count == 1 ? nil : 2.0
    ) {
        timed(n) {
            for value in 0..<n { event.raise(value) }
            consume(subscribers[0].total)
        }
    }
    let notification = Case("peer: NotificationCenter post to \(count) observers", floor: byHand) {
        withExtendedLifetime(observers) {
            timed(n) {
                for value in 0..<n { center.post(name: name, object: value) }
                consume(subscribers[0].total)
            }
        }
    }
    let article = Case("article: raise to \(count) subscribers", floor: byHand) {
        timed(n) {
            for value in 0..<n { articleEvent.raise(value) }
            consume(subscribers[0].total)
        }
    }
    return (
        [plain, byHand, raise, notification, article],
        [
            Comparison(name: "raise to \(count) / plain closures", measured: raise, against: plain),
            Comparison(
                name: "raise to \(count) / NotificationCenter", measured: raise,
                against: notification, target: 1.0),
            Comparison(
                name: "raise to \(count) / the article's", measured: raise, against: article,
                target: 1.0),
        ]
    )
}

/// The cost of one subscribe when `position` subscribers are already there: the average of
/// the 100 subscribes around that position, after an untimed set-up.
func subscribingCases(at position: Int) -> [Case] {
    let window = 100
    let before = position - window / 2
    func makeSubscribers() -> [Subscriber] { (0..<(before + window)).map { _ in Subscriber() } }
    let append = Case("append the \(position)th closure to an array") {
        let subscribers = makeSubscribers()
        var closures: [(Int) -> Void] = subscribers[..<before].map { s in { s.total &+= $0 } }
        return timed(window) {
            for subscriber in subscribers[before...] {
                closures.append { subscriber.total &+= $0 }
            }
            consume(closures.count)
        }
    }
    return [
        append,
        Case("subscribe the \(position)th subscriber", floor: append) {
            let subscribers = makeSubscribers()
            let event = Event<Int>()
            for subscriber in subscribers[..<before] {
                event.subscribe(subscriber) { this, value in this.total &+= value }
            }
            return timed(window) {
                for subscriber in subscribers[before...] {
                    event.subscribe(subscriber) { this, value in this.total &+= value }
                }
                consume(event)
            }
        },
        Case("article: subscribe the \(position)th subscriber", floor: append) {
            let subscribers = makeSubscribers()
            let event = ArticleEvent<Int>()
            event.prefill(Array(subscribers[..<before])) { this, value in this.total &+= value }
            return timed(window) {
                for subscriber in subscribers[before...] {
                    event.subscribe(subscriber) { this, value in this.total &+= value }
                }
                consume(event)
            }
        },
    ]
}
