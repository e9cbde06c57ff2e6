/// An event in the .NET sense: many subscribers, each with a handler, called in the order
/// they subscribed whenever the owner raises it.
///
/// Subscribers are held weakly: one that dies is skipped, and its handler is freed. The
/// handler receives the live subscriber, so it never needs `[weak self]`.
///
/// A handler may subscribe or unsubscribe while the event is being raised. The rule: a raise
/// calls the subscribers that were there when it started, except those unsubscribed before
/// their turn; subscribers added during a raise are called from the next raise on.
@MainActor
public final class Event<Args> {
    /// A class, so that a raise under way, which walks its own copy of the list, sees an
    /// unsubscribe made during it.
    private final class Subscription {
        weak var subscriber: AnyObject?
        /// Calls the handler with the live subscriber, or answers false once it has died; nil
        /// once unsubscribed or found dead.
        var deliver: ((Args) -> Bool)?

        init(subscriber: AnyObject, deliver: @escaping (Args) -> Bool) {
            self.subscriber = subscriber
            self.deliver = deliver
        }
    }

    private var subscriptions: [Subscription] = []
    private var positions: [ObjectIdentifier: Int] = [:]
    private var liveAfterLastCleanUp = 0

    /// An event with no subscribers.
    public init() {}

    /// How many subscriptions are stored right now, dead and unsubscribed ones included.
    var storedCount: Int { subscriptions.count }

    /// Subscribes `subscriber`. Subscribing it again replaces its handler, keeping its turn.
    public func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, handler: @escaping (Subscriber, Args) -> Void
    ) {
        // The closure keeps its own weak reference, typed, so the handler gets a `Subscriber`.
        let deliver: (Args) -> Bool = { [weak subscriber] args in
            guard let subscriber else { return false }
            handler(subscriber, args)
            return true
        }
        let key = ObjectIdentifier(subscriber)
        if let position = positions[key], subscriptions[position].subscriber === subscriber {
            replace(subscriptions[position], with: deliver)
            return
        }
        positions[key] = subscriptions.count
        subscriptions.append(Subscription(subscriber: subscriber, deliver: deliver))
        // Whenever the list has doubled since the last clean-up: O(1) on average per subscribe.
        if subscriptions.count >= max(2 * liveAfterLastCleanUp, 16) {
            cleanUp()
        }
    }

    /// Removes `subscriber`'s handler; from then on, even during a raise, it is not called.
    public func unsubscribe(_ subscriber: AnyObject) {
        let key = ObjectIdentifier(subscriber)
        guard let position = positions[key], subscriptions[position].subscriber === subscriber
        else { return }
        positions[key] = nil
        replace(subscriptions[position], with: nil)
    }

    /// Calls each live subscriber's handler with `args`, in the order they subscribed.
    public func raise(_ args: Args) {
        for subscription in subscriptions {  // the subscriptions when the raise started
            guard let deliver = subscription.deliver else { continue }
            if !deliver(args) {
                replace(subscription, with: nil)
            }
        }
    }

    /// Releasing a handler can run a deinit that subscribes or unsubscribes, so the old
    /// handler is released only after the entry is consistent again.
    private func replace(_ subscription: Subscription, with deliver: ((Args) -> Bool)?) {
        withExtendedLifetime(subscription.deliver) {
            subscription.deliver = deliver
        }
    }

    /// Drops the subscriptions of unsubscribed and dead subscribers. Run whenever the list has
    /// doubled, it keeps memory proportional to the live subscribers. A raise under way walks
    /// its own copy of the list, so a clean-up from one of its handlers changes nothing for it.
    private func cleanUp() {
        let all = subscriptions
        withExtendedLifetime(all) {
            subscriptions = all.filter { $0.deliver != nil && $0.subscriber != nil }
            guard subscriptions.count < all.count else { return }  // the positions still hold
            positions = [:]
            for (position, subscription) in subscriptions.enumerated() {
                positions[ObjectIdentifier(subscription.subscriber!)] = position
            }
        }
        liveAfterLastCleanUp = subscriptions.count
    }
}

extension Event where Args == Void {
    /// Subscribes `subscriber` to an event without arguments; the handler is given the subscriber.
    public func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, handler: @escaping (Subscriber) -> Void
    ) {
        subscribe(subscriber) { this, _ in handler(this) }
    }

    /// Calls each live subscriber's handler.
    public func raise() {
        raise(())
    }
}
