#if canImport(UIKit)
import UIKit
#endif

/// What travels: an event, or an error reported from below.
enum Traveller {
    case event(any ChainEvent)
    case error(any Error)

    var typeName: String {
        switch self {
        case .event(let event): "\(type(of: event))"
        case .error(let error): "\(type(of: error))"
        }
    }
}

/// One responder's answer to a traveller: keep it, let it go on, or send something else on.
enum Outcome {
    case handled
    case passedOn
    case replaced(Traveller)
}

/// The closures registered on each responder, in the order they were registered. Each is
/// given the responder it is registered on, so that it need not capture it.
@MainActor
let respondersOfResponder = AssociatedValues<[(UIResponder, Traveller) -> Outcome]>()

extension UIResponder {
    /// Gets events of type `E`, and says whether it handled each; those it did not go on.
    public func receiveEvent<E: ChainEvent>(
        _ type: E.Type, _ receive: @escaping (E) -> ChainResponse
    ) {
        add { responder, traveller in
            guard case .event(let event) = traveller, let typed = event as? E else {
                return .passedOn
            }
            ResponderChain.trace?(responder, "receives \(E.self)")
            return receive(typed) == .handled ? .handled : .passedOn
        }
    }

    /// Handles every event of type `E`: none goes further.
    public func handleEvent<E: ChainEvent>(_ type: E.Type, _ handle: @escaping (E) -> Void) {
        add { responder, traveller in
            guard case .event(let event) = traveller, let typed = event as? E else {
                return .passedOn
            }
            ResponderChain.trace?(responder, "handles \(E.self)")
            handle(typed)
            return .handled
        }
    }

    /// Replaces every event of type `E` with another, which goes on in its place.
    public func transformEvent<E: ChainEvent>(
        _ type: E.Type, _ transform: @escaping (E) -> any ChainEvent
    ) {
        add { _, traveller in
            guard case .event(let event) = traveller, let typed = event as? E else {
                return .passedOn
            }
            return .replaced(.event(transform(typed)))
        }
    }

    /// Catches errors of type `Failure` and sends an event on in their place.
    public func catchError<Failure: Error>(
        _ type: Failure.Type, _ recover: @escaping (Failure) -> any ChainEvent
    ) {
        add { _, traveller in
            guard case .error(let error) = traveller, let typed = error as? Failure else {
                return .passedOn
            }
            return .replaced(.event(recover(typed)))
        }
    }

    /// Sends `event` up the chain, starting here.
    public func triggerEvent(_ event: any ChainEvent) {
        travel(.event(event))
    }

    /// Sends `error` up the chain, starting here, for a responder that catches it.
    public func reportError(_ error: any Error) {
        travel(.error(error))
    }

    private func add(_ responder: @escaping (UIResponder, Traveller) -> Outcome) {
        respondersOfResponder[self] = (respondersOfResponder[self] ?? []) + [responder]
    }

    /// Walks from this responder through `next` until a responder handles what travels. What
    /// nobody handles stops the program, naming the chain: a lost event is a bug to see.
    private func travel(_ start: Traveller) {
        var traveller = start
        var path: [String] = []
        var current: UIResponder? = self
        while let responder = current {
            path.append("\(type(of: responder))")
            for respond in respondersOfResponder[responder] ?? [] {
                switch respond(responder, traveller) {
                case .handled:
                    return
                case .passedOn:
                    continue
                case .replaced(let replacement):
                    ResponderChain.trace?(
                        responder, "turns \(traveller.typeName) into \(replacement.typeName)")
                    traveller = replacement
                }
            }
            ResponderChain.trace?(responder, "passes \(traveller.typeName) on")
            current = responder.next
        }
        fatalError(
            "Nobody handled \(traveller.typeName). It went \(path.joined(separator: " → ")). "
                + "Handle it on one of them, with handleEvent(\(traveller.typeName).self) "
                + "or, for an error, catchError(\(traveller.typeName).self).")
    }
}
