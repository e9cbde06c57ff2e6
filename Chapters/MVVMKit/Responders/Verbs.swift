/// The verbs, written once for both chains: each makes the handler a responder registers, for
/// one type of event or error. Every handler may throw: the error then travels on from its
/// responder, as if that responder had reported it.
@MainActor
enum Verb {
    /// Gets events of type `E`, and says whether it handled each; those it did not go on.
    static func receiveEvent<Responder, E>(
        _ type: E.Type, _ receive: @escaping @MainActor (Responder, E) throws -> ChainResponse
    ) -> ChainHandler<Responder> {
        eventHandler("receives", type) { responder, event in
            try receive(responder, event) == .handled ? .handled : .passedOn
        }
    }

    /// Handles every event of type `E`: none goes further.
    static func handleEvent<Responder, E>(
        _ type: E.Type, _ handle: @escaping @MainActor (Responder, E) throws -> Void
    ) -> ChainHandler<Responder> {
        eventHandler("handles", type) { responder, event in
            try handle(responder, event)
            return .handled
        }
    }

    /// Sends the event `transform` returns on in place of every event of type `E`.
    static func transformEvent<Responder, E>(
        _ type: E.Type, _ transform: @escaping @MainActor (Responder, E) throws -> any ChainEvent
    ) -> ChainHandler<Responder> {
        eventHandler(nil, type) { responder, event in
            .replaced(.event(try transform(responder, event)))
        }
    }

    /// Gets errors of type `Failure`, and says whether it handled each; the others go on.
    static func receiveError<Responder, Failure>(
        _ type: Failure.Type,
        _ receive: @escaping @MainActor (Responder, Failure) throws -> ChainResponse
    ) -> ChainHandler<Responder> {
        errorHandler("receives", type) { responder, error in
            try receive(responder, error) == .handled ? .handled : .passedOn
        }
    }

    /// Handles every error of type `Failure`: none goes further.
    static func handleError<Responder, Failure>(
        _ type: Failure.Type, _ handle: @escaping @MainActor (Responder, Failure) throws -> Void
    ) -> ChainHandler<Responder> {
        errorHandler("handles", type) { responder, error in
            try handle(responder, error)
            return .handled
        }
    }

    /// Sends the error `transform` returns on in place of every error of type `Failure`.
    static func transformError<Responder, Failure>(
        _ type: Failure.Type,
        _ transform: @escaping @MainActor (Responder, Failure) throws -> any Error
    ) -> ChainHandler<Responder> {
        errorHandler(nil, type) { responder, error in
            .replaced(.error(try transform(responder, error)))
        }
    }

    /// Catches errors of type `Failure` and sends the event `recover` returns on in their place.
    static func catchError<Responder, Failure>(
        _ type: Failure.Type,
        _ recover: @escaping @MainActor (Responder, Failure) throws -> any ChainEvent
    ) -> ChainHandler<Responder> {
        errorHandler(nil, type) { responder, error in
            .replaced(.event(try recover(responder, error)))
        }
    }

    /// A handler for events of type `Value`.
    private static func eventHandler<Responder, Value>(
        _ verb: String?, _ type: Value.Type,
        respond: @escaping @MainActor (Responder, Value) throws -> Outcome
    ) -> ChainHandler<Responder> {
        handler(verb, pick: { $0.event(as: type) }, respond: respond)
    }

    /// A handler for errors of type `Value`.
    private static func errorHandler<Responder, Value>(
        _ verb: String?, _ type: Value.Type,
        respond: @escaping @MainActor (Responder, Value) throws -> Outcome
    ) -> ChainHandler<Responder> {
        handler(verb, pick: { $0.error(as: type) }, respond: respond)
    }

    /// A handler for what `pick` finds in a traveller; what it does not find passes on
    /// untouched. `verb`, if any, is traced before `respond` runs.
    private static func handler<Responder, Value>(
        _ verb: String?, pick: @escaping (Traveller) -> Value?,
        respond: @escaping @MainActor (Responder, Value) throws -> Outcome
    ) -> ChainHandler<Responder> {
        { responder, name, traveller in
            guard let value = pick(traveller) else { return .passedOn }
            if let verb {
                ResponderChain.trace?(name, "\(verb) \(traveller.typeName)")
            }
            return try respond(responder, value)
        }
    }
}
