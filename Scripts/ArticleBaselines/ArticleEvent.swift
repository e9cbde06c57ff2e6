/// The article's event, written again as a baseline for the benchmark: handlers in a
/// dictionary keyed by a weak box, the whole dictionary filtered on every subscribe and
/// every raise.

public final class ArticleWeak<T: AnyObject>: Hashable {
    private let id: ObjectIdentifier
    private(set) weak var value: T?

    var isAlive: Bool { value != nil }

    init(_ value: T) {
        self.value = value
        id = ObjectIdentifier(value)
    }

    public static func == (lhs: ArticleWeak, rhs: ArticleWeak) -> Bool {
        lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

public final class ArticleEvent<Args> {
    private var handlers: [ArticleWeak<AnyObject>: (Args) -> Void] = [:]

    public init() {}

    public func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, handler: @escaping (Subscriber, Args) -> Void
    ) {
        let key = ArticleWeak<AnyObject>(subscriber)
        handlers = handlers.filter { $0.key.isAlive }
        handlers[key] = { [weak subscriber] args in
            guard let subscriber else { return }
            handler(subscriber, args)
        }
    }

    public func unsubscribe(_ subscriber: AnyObject) {
        handlers[ArticleWeak<AnyObject>(subscriber)] = nil
    }

    public func raise(_ args: Args) {
        let aliveHandlers = handlers.filter { $0.key.isAlive }
        for handler in aliveHandlers.values {
            handler(args)
        }
    }

    /// Fills the table without the per-subscribe filtering, so the benchmark can set up a
    /// large event quickly and time only the subscribes it measures.
    public func prefill<Subscriber: AnyObject>(
        _ subscribers: [Subscriber], handler: @escaping (Subscriber, Args) -> Void
    ) {
        for subscriber in subscribers {
            handlers[ArticleWeak<AnyObject>(subscriber)] = { [weak subscriber] args in
                guard let subscriber else { return }
                handler(subscriber, args)
            }
        }
    }
}
