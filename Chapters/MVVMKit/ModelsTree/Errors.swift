extension Model {
    /// Handles every error of type `Failure` that reaches this model: none goes further up.
    public func handleError<Failure: Error>(
        _ type: Failure.Type, _ handle: @escaping (Failure) -> Void
    ) {
        errorHandlers.append { error in
            (error as? Failure).map { typed in { handle(typed) } }
        }
    }

    /// Sends `error` up, from this model, to the first model that handles its type. (The
    /// responder chain of chapter 7 says the same: `reportError`, `handleError`.)
    public func reportError(_ error: any Error) {
        climb("\(type(of: error))", kind: "error") { model in
            model.errorHandlers.lazy.compactMap { $0(error) }.first
        }
    }
}
