#if canImport(UIKit)
import SwiftUI
#endif

// SwiftUI's chain: each responder puts a closure in the environment for the views inside it,
// and a view sends an event or error up by calling the nearest one. What the verbs in
// ViewVerbs.swift build on.

/// What climbs a SwiftUI chain: the event or error, and the responders it passed, to name
/// them if nobody takes it. One object for the whole climb, which each responder adds to.
final class ViewTrip {
    var traveller: Traveller
    var path: [String] = []

    init(traveller: Traveller) {
        self.traveller = traveller
    }
}

/// Sends an event up to the responders above the view that reads it:
/// `@Environment(\.triggerEvent) private var triggerEvent`, then `triggerEvent(OpenOrder(id: 3))`.
public struct TriggerEvent {
    let sendUp: @MainActor (ViewTrip) -> Void

    /// Sends `event` up from the view that read this trigger.
    @MainActor
    public func callAsFunction(_ event: any ChainEvent) {
        sendUp(ViewTrip(traveller: .event(event)))
    }
}

/// Sends an error up to the responders above the view that reads it, as `TriggerEvent` does.
public struct ReportError {
    let sendUp: @MainActor (ViewTrip) -> Void

    /// Sends `error` up from the view that read this reporter.
    @MainActor
    public func callAsFunction(_ error: any Error) {
        sendUp(ViewTrip(traveller: .error(error)))
    }
}

extension EnvironmentValues {
    /// Sends an event up to the responders above this view.
    public var triggerEvent: TriggerEvent { TriggerEvent(sendUp: self[ViewChainKey.self]) }

    /// Sends an error up to the responders above this view.
    public var reportError: ReportError { ReportError(sendUp: self[ViewChainKey.self]) }

    /// The nearest responder's closure: each responder sets its own for the views inside it.
    var viewChain: @MainActor (ViewTrip) -> Void {
        get { self[ViewChainKey.self] }
        set { self[ViewChainKey.self] = newValue }
    }
}

/// Above every responder: what arrives here nobody took, and the kit's one policy says what
/// happens to it.
private struct ViewChainKey: EnvironmentKey {
    static var defaultValue: @MainActor (ViewTrip) -> Void {
        { trip in
            let name = trip.traveller.typeName
            let went =
                trip.path.isEmpty
                ? "No view above the one that sent it is a responder."
                : "It went \(trip.path.joined(separator: " → "))."
            let verb = if case .event = trip.traveller { "handleEvent" } else { "handleError" }
            Unhandled.report(
                "Nobody handled \(name). \(went) Handle it with \(verb)(\(name).self) on a view "
                    + "above the one that sends it.", policy: ResponderChain.unhandled,
                isLate: false)
        }
    }
}

/// Whether a responder's view has left the screen, which its closure, kept by the views inside
/// it, cannot see otherwise.
final class Presence {
    var hasLeft = false
}

/// One responder: its handlers (a modifier has one) answer for each trip that reaches it, and
/// what they do not handle goes on to the responder above. A responder whose view has left the
/// screen takes nothing: what still reaches it is late, and goes to the policy, which only
/// warns about it.
struct ViewResponder: ViewModifier {
    @Environment(\.viewChain) private var sendUp
    @State private var presence = Presence()
    let name: String
    let handlers: [ChainHandler<Void>]

    func body(content: Content) -> some View {
        let (sendUp, presence) = (sendUp, presence)
        return content.environment(\.viewChain) { trip in
            take(trip, presence: presence, sendUp: sendUp)
        }
        .onAppear { presence.hasLeft = false }
        .onDisappear { presence.hasLeft = true }
    }

    /// Answers a trip that reached this responder, and sends what it did not handle up.
    func take(
        _ trip: ViewTrip, presence: Presence, sendUp: @MainActor (ViewTrip) -> Void
    ) {
        trip.path.append(name)
        guard !presence.hasLeft else {
            Unhandled.report(
                "\(trip.traveller.typeName) reached \(name) after it left the screen, and nobody "
                    + "took it. It went \(trip.path.joined(separator: " → ")).",
                policy: ResponderChain.unhandled, isLate: true)
            return
        }
        guard let next = trip.traveller.visit((), named: name, handlers: handlers) else {
            return
        }
        trip.traveller = next
        sendUp(trip)
    }
}

extension View {
    /// Makes this view a responder with `handler`, named in traces after this view.
    func responder(_ handler: @escaping ChainHandler<Void>) -> some View {
        modifier(ViewResponder(name: responderName(of: Self.self), handlers: [handler]))
    }
}

/// The name a trace gives a responder: the view it modifies, without SwiftUI's wrappers,
/// module or generic arguments. `ModifiedContent<Chapter7.OrdersList, …>` is `OrdersList`.
func responderName(of view: Any.Type) -> String {
    var name = "\(view)"
    while let wrapper = ["ModifiedContent<", "_ViewModifier_Content<"].first(where: name.hasPrefix)
    {
        name.removeFirst(wrapper.count)
    }
    let qualified = name.prefix { !"<,>".contains($0) }
    return String(qualified.split(separator: ".").last ?? qualified)
}
