import MVVMKit

/// "Reinventing events": several subscribers, held weakly, called in the order they came.
enum Events {
    final class Listener {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    static func run() {
        let event = Event<String>()
        var first: Listener? = Listener(name: "first")
        weak let firstOnceReleased = first
        let second = Listener(name: "second")
        var heard: [String] = []
        event.subscribe(first!) { listener, _ in heard.append(listener.name) }
        event.subscribe(second) { listener, _ in heard.append(listener.name) }
        func raise(_ text: String) {
            heard = []
            event.raise(text)
            print(
                "  '\(text)' reached: \(heard.isEmpty ? "nobody" : heard.joined(separator: ", "))")
        }

        print("Two subscribers, called in the order they subscribed:")
        raise("hello")
        first = nil
        let state = firstOnceReleased == nil ? "released" : "still alive"
        print("The first listener is \(state); raising again:")
        raise("again")
        print("The second one unsubscribes; raising once more:")
        event.unsubscribe(second)
        raise("anyone?")

        print("A hundred subscribers, raised once. Called in the order they subscribed?")
        let hundred = (1...100).map { Listener(name: "\($0)") }
        func inOrder() -> String { heard == hundred.map(\.name) ? "yes" : "no" }
        heard = []
        let article = ArticlesEvent<Void>()
        for listener in hundred {
            article.subscribe(listener) { listener, _ in heard.append(listener.name) }
        }
        article.raise(())
        print("  the article's dictionary of handlers: \(inOrder())")
        heard = []
        let kit = Event<Void>()
        for listener in hundred {
            kit.subscribe(listener) { listener, _ in heard.append(listener.name) }
        }
        kit.raise()
        print("  the kit's list of subscriptions: \(inOrder())")
    }
}

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
