#if canImport(UIKit)
import UIKit
#endif

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

    fileprivate func add(_ responder: @escaping (UIResponder, Traveller) -> Outcome) {
        respondersOfResponder[self] = (respondersOfResponder[self] ?? []) + [responder]
    }
}
