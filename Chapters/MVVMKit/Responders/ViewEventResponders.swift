#if canImport(UIKit)
import SwiftUI
#endif

/// The verbs of the UIKit chain, as view modifiers: a view that uses one is a responder for
/// what the views inside it trigger. Every handler may throw: the error goes on up from here.
extension View {
    /// Gets events of type `E`, and says whether it handled each; those it did not go on.
    public func receiveEvent<E: ChainEvent>(
        _ type: E.Type, _ receive: @escaping @MainActor (E) throws -> ChainResponse
    ) -> some View {
        eventResponder("receives", E.self) { event in
            try receive(event) == .handled ? .handled : .passedOn
        }
    }

    /// Handles every event of type `E`: none goes further.
    public func handleEvent<E: ChainEvent>(
        _ type: E.Type, _ handle: @escaping @MainActor (E) throws -> Void
    ) -> some View {
        eventResponder("handles", E.self) { event in
            try handle(event)
            return .handled
        }
    }

    /// Replaces every event of type `E` with the one `transform` returns, which goes on up in
    /// its place.
    public func transformEvent<E: ChainEvent>(
        _ type: E.Type, _ transform: @escaping @MainActor (E) throws -> any ChainEvent
    ) -> some View {
        eventResponder(nil, E.self) { event in
            .replaced(.event(try transform(event)))
        }
    }
}
