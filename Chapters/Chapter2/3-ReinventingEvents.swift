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
        let second = Listener(name: "second")
        event.subscribe(first!) { listener, text in print("  \(listener.name) got '\(text)'") }
        event.subscribe(second) { listener, text in print("  \(listener.name) got '\(text)'") }

        print("Two subscribers, called in the order they subscribed:")
        event.raise("hello")
        print("Nothing holds the first one any more, so it is gone and skipped:")
        first = nil
        event.raise("again")
        print("The second one unsubscribes; raising now reaches nobody:")
        event.unsubscribe(second)
        event.raise("anyone?")
        print("  (silence)")

        print("A hundred subscribers, raised once. Called in the order they subscribed?")
        let hundred = (1...100).map { Listener(name: "\($0)") }
        var heard: [String] = []
        func inOrder() -> String { heard == hundred.map(\.name) ? "yes" : "no" }
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
