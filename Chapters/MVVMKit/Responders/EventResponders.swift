#if canImport(UIKit)
import UIKit
#endif

/// The three ways to take part in an event's trip, each for one type of event (`receiveEvent`
/// for any type, too). Every handler is given the responder it was registered on, and may
/// throw: the error then travels on from this responder, as if it had reported it.
extension ChainResponder {
    /// Gets events of type `E`, and says whether it handled each; those it did not go on.
    public func receiveEvent<E: ChainEvent>(
        _ type: E.Type, _ receive: @escaping (Self, E) throws -> ChainResponse
    ) {
        registerForEvents("receives", E.self) { responder, event in
            try receive(responder, event) == .handled ? .handled : .passedOn
        }
    }

    /// Gets every event, and says whether it handled each.
    public func receiveEvent(_ receive: @escaping (Self, any ChainEvent) throws -> ChainResponse) {
        registerForEvents("receives", (any ChainEvent).self) { responder, event in
            try receive(responder, event) == .handled ? .handled : .passedOn
        }
    }

    /// Handles every event of type `E`: none goes further.
    public func handleEvent<E: ChainEvent>(
        _ type: E.Type, _ handle: @escaping (Self, E) throws -> Void
    ) {
        registerForEvents("handles", E.self) { responder, event in
            try handle(responder, event)
            return .handled
        }
    }

    /// Replaces every event of type `E` with the one `transform` returns, which goes on from
    /// here in its place.
    public func transformEvent<E: ChainEvent>(
        _ type: E.Type, _ transform: @escaping (Self, E) throws -> any ChainEvent
    ) {
        registerForEvents(nil, E.self) { responder, event in
            .replaced(.event(try transform(responder, event)))
        }
    }
}
