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
    }
}
