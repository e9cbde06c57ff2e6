import Foundation
import MVVMKit

// Raising an event, against the same work done by hand and against NotificationCenter.

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

/// A raise to `count` subscribers against the cheapest code with the same meaning (a loop that
/// loads a weak reference per subscriber and calls its closure), and against the peer a reader
/// would reach for, `NotificationCenter`.
func raisingCases(subscribers count: Int, raises n: Int) -> ([Case], Comparison) {
    let subscribers = (0..<count).map { _ in Subscriber() }
    let event = Event<Int>()
    for subscriber in subscribers {
        event.subscribe(subscriber) { this, value in this.total &+= value }
    }
    let weakHandlers = subscribers.map { subscriber in
        WeakHandler(subscriber) { this, value in this.total &+= value }
    }
    let center = NotificationCenter()
    let name = Notification.Name("value")
    let observers = subscribers.map { subscriber in
        center.addObserver(forName: name, object: nil, queue: nil) { notification in
            let value = notification.object as? Int ?? 0
            MainActor.assumeIsolated { subscriber.total &+= value }
        }
    }
    let byHand = Case("call \(count) closures through weak references") {
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
    let raise = Case("raise to \(count) subscribers", floor: byHand, target: 2.0) {
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
    let comparison = Comparison(
        name: "raise to \(count) / NotificationCenter", measured: raise, against: notification,
        target: 1.0)
    return ([byHand, raise, notification], comparison)
}
