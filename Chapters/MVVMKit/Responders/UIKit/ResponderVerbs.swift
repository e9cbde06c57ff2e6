#if canImport(UIKit)
import UIKit
#endif

/// The ways to take part in an event's or an error's trip, each for one type (`receiveEvent`
/// for any event, too). Every handler is given the responder it was registered on, and may
/// throw: the error then travels on from this responder, as if it had reported it.
extension ChainResponder {
    /// Gets events of type `E`, and says whether it handled each; those it did not go on.
    public func receiveEvent<E: ChainEvent>(
        _ type: E.Type, _ receive: @escaping @MainActor (Self, E) throws -> ChainResponse
    ) {
        register(Verb.receiveEvent(type, receive))
    }

    /// Gets every event, and says whether it handled each.
    public func receiveEvent(
        _ receive: @escaping @MainActor (Self, any ChainEvent) throws -> ChainResponse
    ) {
        register(Verb.receiveEvent((any ChainEvent).self, receive))
    }

    /// Handles every event of type `E`: none goes further.
    public func handleEvent<E: ChainEvent>(
        _ type: E.Type, _ handle: @escaping @MainActor (Self, E) throws -> Void
    ) {
        register(Verb.handleEvent(type, handle))
    }

    /// Replaces every event of type `E` with the one `transform` returns, which goes on from
    /// here in its place.
    public func transformEvent<E: ChainEvent>(
        _ type: E.Type, _ transform: @escaping @MainActor (Self, E) throws -> any ChainEvent
    ) {
        register(Verb.transformEvent(type, transform))
    }

    /// Gets errors of type `Failure`, and says whether it handled each; the others go on.
    public func receiveError<Failure: Error>(
        _ type: Failure.Type,
        _ receive: @escaping @MainActor (Self, Failure) throws -> ChainResponse
    ) {
        register(Verb.receiveError(type, receive))
    }

    /// Handles every error of type `Failure`: none goes further.
    public func handleError<Failure: Error>(
        _ type: Failure.Type, _ handle: @escaping @MainActor (Self, Failure) throws -> Void
    ) {
        register(Verb.handleError(type, handle))
    }

    /// Replaces every error of type `Failure` with the one `transform` returns, which goes on
    /// from here in its place.
    public func transformError<Failure: Error>(
        _ type: Failure.Type, _ transform: @escaping @MainActor (Self, Failure) throws -> any Error
    ) {
        register(Verb.transformError(type, transform))
    }

    /// Catches errors of type `Failure` and sends the event `recover` returns on from here.
    public func catchError<Failure: Error>(
        _ type: Failure.Type,
        _ recover: @escaping @MainActor (Self, Failure) throws -> any ChainEvent
    ) {
        register(Verb.catchError(type, recover))
    }
}
