#if canImport(UIKit)
import UIKit
#endif

/// The same three ways for errors, and a fourth: catch an error and send an event on in its
/// place. Every handler is given its responder and may throw, as for events.
extension ChainResponder {
    /// Gets errors of type `Failure`, and says whether it handled each; the others go on.
    public func receiveError<Failure: Error>(
        _ type: Failure.Type, _ receive: @escaping (Self, Failure) throws -> ChainResponse
    ) {
        registerForErrors("receives", Failure.self) { responder, error in
            try receive(responder, error) == .handled ? .handled : .passedOn
        }
    }

    /// Handles every error of type `Failure`: none goes further.
    public func handleError<Failure: Error>(
        _ type: Failure.Type, _ handle: @escaping (Self, Failure) throws -> Void
    ) {
        registerForErrors("handles", Failure.self) { responder, error in
            try handle(responder, error)
            return .handled
        }
    }

    /// Replaces every error of type `Failure` with the one `transform` returns, which goes on
    /// from here in its place.
    public func transformError<Failure: Error>(
        _ type: Failure.Type, _ transform: @escaping (Self, Failure) throws -> any Error
    ) {
        registerForErrors(nil, Failure.self) { responder, error in
            .replaced(.error(try transform(responder, error)))
        }
    }

    /// Catches errors of type `Failure` and sends the event `recover` returns on from here.
    public func catchError<Failure: Error>(
        _ type: Failure.Type, _ recover: @escaping (Self, Failure) throws -> any ChainEvent
    ) {
        registerForErrors(nil, Failure.self) { responder, error in
            .replaced(.event(try recover(responder, error)))
        }
    }
}
