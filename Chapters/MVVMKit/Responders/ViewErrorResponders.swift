#if canImport(UIKit)
import SwiftUI
#endif

/// The same verbs for errors a view inside reports, and `catchError`, which sends an event on
/// in an error's place.
extension View {
    /// Gets errors of type `Failure`, and says whether it handled each; the others go on.
    public func receiveError<Failure: Error>(
        _ type: Failure.Type, _ receive: @escaping @MainActor (Failure) throws -> ChainResponse
    ) -> some View {
        errorResponder("receives", Failure.self) { error in
            try receive(error) == .handled ? .handled : .passedOn
        }
    }

    /// Handles every error of type `Failure`: none goes further.
    public func handleError<Failure: Error>(
        _ type: Failure.Type, _ handle: @escaping @MainActor (Failure) throws -> Void
    ) -> some View {
        errorResponder("handles", Failure.self) { error in
            try handle(error)
            return .handled
        }
    }

    /// Replaces every error of type `Failure` with the one `transform` returns.
    public func transformError<Failure: Error>(
        _ type: Failure.Type, _ transform: @escaping @MainActor (Failure) throws -> any Error
    ) -> some View {
        errorResponder(nil, Failure.self) { error in
            .replaced(.error(try transform(error)))
        }
    }

    /// Catches errors of type `Failure` and sends the event `recover` returns on up.
    public func catchError<Failure: Error>(
        _ type: Failure.Type, _ recover: @escaping @MainActor (Failure) throws -> any ChainEvent
    ) -> some View {
        errorResponder(nil, Failure.self) { error in
            .replaced(.event(try recover(error)))
        }
    }
}
