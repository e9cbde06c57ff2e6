extension TreeModel {
    /// Handles every error of type `Failure` that reaches this model: none goes further up.
    public func handleError<Failure: Error>(
        _ type: Failure.Type, _ handle: @escaping (Self, Failure) -> Void
    ) {
        errorHandlers.append(handler(for: type, endsTrip: true, handle))
    }

    /// Handles one case of an error, `AppError.noResults` say, and lets the other cases of its
    /// type go on up to a model that handles them.
    public func handleError<Failure: Error & Hashable>(
        _ error: Failure, _ handle: @escaping (Self, Failure) -> Void
    ) {
        errorHandlers.append(
            handler(
                for: Failure.self, endsTrip: true, errorCase: AnyHashable(error),
                accepts: { $0 == error }, handle))
    }
}

extension Model {
    /// Sends `error` up, from this model, to the first model that handles its type or its
    /// case. (The responder chain of chapter 7 says the same: `reportError`, `handleError`.)
    public func reportError<Failure: Error>(_ error: Failure) {
        climb(error, as: .error)
    }
}
