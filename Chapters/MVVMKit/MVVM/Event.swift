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

    /// An event with no subscribers.
    public init() {}

    /// How many subscriptions are stored right now.
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
        dropDeadSubscriptions()
        if let subscription = subscriptions.first(where: { $0.subscriber === subscriber }) {
            replace(subscription, with: deliver)
        } else {
            subscriptions.append(Subscription(subscriber: subscriber, deliver: deliver))
        }
    }

    /// Removes `subscriber`'s handler; from then on, even during a raise, it is not called.
    public func unsubscribe(_ subscriber: AnyObject) {
        guard let index = subscriptions.firstIndex(where: { $0.subscriber === subscriber })
        else { return }
        replace(subscriptions.remove(at: index), with: nil)
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

    /// Drops the subscriptions of subscribers that died, so that what is stored follows the
    /// live subscribers. Their handlers are released after the list is whole again, as above.
    private func dropDeadSubscriptions() {
        guard subscriptions.contains(where: { $0.subscriber == nil || $0.deliver == nil }) else {
            return
        }
        let all = subscriptions
        withExtendedLifetime(all) {
            subscriptions = all.filter { $0.subscriber != nil && $0.deliver != nil }
        }
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
