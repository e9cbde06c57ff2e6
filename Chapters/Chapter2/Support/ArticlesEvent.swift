/// The article's event, as short as it is there: each handler in a dictionary, under a weak box
/// around its subscriber. Section 3 runs it beside the kit's `Event`, which keeps the same
/// interface and a list instead.
final class ArticlesEvent<Args> {
    /// A weak reference that a dictionary can use as a key: equal for the same object.
    final class Weak: Hashable {
        private let id: ObjectIdentifier
        private(set) weak var value: AnyObject?

        init(_ value: AnyObject) {
            self.value = value
            id = ObjectIdentifier(value)
        }

        static func == (lhs: Weak, rhs: Weak) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    private var handlers: [Weak: (Args) -> Void] = [:]

    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, handler: @escaping (Subscriber, Args) -> Void
    ) {
        handlers = handlers.filter { $0.key.value != nil }
        handlers[Weak(subscriber)] = { [weak subscriber] args in
            guard let subscriber else { return }
            handler(subscriber, args)
        }
    }

    func unsubscribe(_ subscriber: AnyObject) {
        handlers[Weak(subscriber)] = nil
    }

    func raise(_ args: Args) {
        for handler in handlers.filter({ $0.key.value != nil }).values {
            handler(args)
        }
    }
}
