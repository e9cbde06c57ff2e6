#if canImport(UIKit)
import SwiftUI
#endif

/// The verbs of the UIKit chain, as view modifiers: a view that uses one is a responder for
/// what the views inside it trigger or report. Every handler may throw: the error goes on up
/// from here.
extension View {
    /// Gets events of type `E`, and says whether it handled each; those it did not go on.
    public func receiveEvent<E: ChainEvent>(
        _ type: E.Type, _ receive: @escaping @MainActor (E) throws -> ChainResponse
    ) -> some View {
        responder(Verb.receiveEvent(type) { _, event in try receive(event) })
    }

    /// Handles every event of type `E`: none goes further.
    public func handleEvent<E: ChainEvent>(
        _ type: E.Type, _ handle: @escaping @MainActor (E) throws -> Void
    ) -> some View {
        responder(Verb.handleEvent(type) { _, event in try handle(event) })
    }

    /// Replaces every event of type `E` with the one `transform` returns, which goes on up in
    /// its place.
    public func transformEvent<E: ChainEvent>(
        _ type: E.Type, _ transform: @escaping @MainActor (E) throws -> any ChainEvent
    ) -> some View {
        responder(Verb.transformEvent(type) { _, event in try transform(event) })
    }

    /// Gets errors of type `Failure`, and says whether it handled each; the others go on.
    public func receiveError<Failure: Error>(
        _ type: Failure.Type, _ receive: @escaping @MainActor (Failure) throws -> ChainResponse
    ) -> some View {
        responder(Verb.receiveError(type) { _, error in try receive(error) })
    }

    /// Handles every error of type `Failure`: none goes further.
    public func handleError<Failure: Error>(
        _ type: Failure.Type, _ handle: @escaping @MainActor (Failure) throws -> Void
    ) -> some View {
        responder(Verb.handleError(type) { _, error in try handle(error) })
    }

    /// Replaces every error of type `Failure` with the one `transform` returns.
    public func transformError<Failure: Error>(
        _ type: Failure.Type, _ transform: @escaping @MainActor (Failure) throws -> any Error
    ) -> some View {
        responder(Verb.transformError(type) { _, error in try transform(error) })
    }

    /// Catches errors of type `Failure` and sends the event `recover` returns on up.
    public func catchError<Failure: Error>(
        _ type: Failure.Type, _ recover: @escaping @MainActor (Failure) throws -> any ChainEvent
    ) -> some View {
        responder(Verb.catchError(type) { _, error in try recover(error) })
    }
}
