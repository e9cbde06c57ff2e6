import MVVMKit

// An event triggered 20 responders below the one that handles it, in SwiftUI's chain and in
// UIKit's, against the same walks written by hand.

struct Climbed: ChainEvent {}

/// Where the deepest view of the SwiftUI chain leaves its trigger, for the benchmark to call.
@MainActor
final class KeptTrigger {
    var trigger: TriggerEvent?
}

/// The deepest view: it keeps the trigger it reads from the environment.
struct Deepest: View {
    @Environment(\.triggerEvent) private var triggerEvent
    let kept: KeptTrigger

    var body: some View {
        Text("deepest").onAppear { kept.trigger = triggerEvent }
    }
}

/// `depth` views, each a responder that receives `Climbed` and lets it go on, above the
/// deepest one.
struct Level: View {
    let depth: Int
    let kept: KeptTrigger

    var body: some View {
        if depth == 0 {
            Deepest(kept: kept)
        } else {
            AnyView(
                Level(depth: depth - 1, kept: kept).receiveEvent(Climbed.self) { _ in .notHandled })
        }
    }
}

/// A responder by hand: a view with one closure, which says whether it handled an event.
final class HandlerView: UIView {
    var handler: ((any ChainEvent) -> Bool)?
}

func responderCases(operations n: Int) -> [Case] {
    let listener = Subscriber()

    // SwiftUI: 19 receivers that pass it on, and above them one that handles it.
    let kept = KeptTrigger()
    let screen = UIHostingController(
        rootView: Level(depth: 19, kept: kept).handleEvent(Climbed.self) { _ in
            listener.total &+= 1
        })
    _ = screen.contentLines()
    guard let trigger = kept.trigger else {
        fatalError("The deepest view of the benchmark's SwiftUI chain never appeared.")
    }
    // By hand: 20 closures, each checking the type, the top one handling it.
    var sendUp: (any ChainEvent) -> Void = { event in
        if event is Climbed { listener.total &+= 1 }
    }
    let passes = Subscriber()
    for _ in 0..<19 {
        let parent = sendUp
        sendUp = { event in
            if event is Climbed { passes.total &+= 1 }
            parent(event)
        }
    }
    let closuresByHand = Case("call 20 closures by hand, each passing it up") {
        timed(n) {
            for _ in 0..<n { sendUp(Climbed()) }
            consume(listener.total &+ passes.total)
        }
    }

    // UIKit: 21 views, one inside the other; 19 receivers between the deepest and the top.
    var views = [UIView()]
    views[0].handleEvent(Climbed.self) { _, _ in listener.total &+= 1 }
    var handViews = [HandlerView()]
    handViews[0].handler = { event in
        guard event is Climbed else { return false }
        listener.total &+= 1
        return true
    }
    for _ in 0..<20 {
        let view = UIView()
        views.last?.addSubview(view)
        if views.count < 20 {
            view.receiveEvent(Climbed.self) { _, _ in .notHandled }
        }
        views.append(view)
        let handView = HandlerView()
        handViews.last?.addSubview(handView)
        handView.handler = { _ in false }
        handViews.append(handView)
    }
    let nextByHand = Case("walk 20 views' next by hand, a closure each") {
        timed(n) {
            for _ in 0..<n {
                var current: UIResponder? = handViews[20]
                while let responder = current {
                    if let view = responder as? HandlerView, view.handler?(Climbed()) == true {
                        break
                    }
                    current = responder.next
                }
            }
            consume(listener.total)
        }
    }
    return [
        closuresByHand,
        Case("SwiftUI: trigger an event 20 responders up", floor: closuresByHand) {
            timed(n) {
                for _ in 0..<n { trigger(Climbed()) }
                consume(listener.total)
            }
        },
        nextByHand,
        Case("UIKit: trigger an event 20 views up", floor: nextByHand) {
            timed(n) {
                for _ in 0..<n { views[20].triggerEvent(Climbed()) }
                consume(listener.total)
            }
        },
    ]
}
