/// Every `Model` is a tree model. The protocol is there for `Self`: a handler registered on a
/// `SearchModel` is given that `SearchModel`, typed as one, so it never needs to capture it.
@MainActor
public protocol TreeModel: Model {}

extension Model: TreeModel {}

/// One registered handler: given the model it was registered on and a message, it answers
/// whether the message's trip ends here. A message of another type passes it untouched.
struct TreeHandler {
    /// The type of message it handles, and the error case if it handles one: what
    /// `removeHandlers` finds it by.
    let type: ObjectIdentifier
    let errorCase: AnyHashable?
    let handle: @MainActor (Model, Any) -> Bool
}

extension TreeModel {
    /// A handler for messages of type `Message`, given this model, typed as its own type. A
    /// bubble or an error ends its trip at the handler; a global event goes on to the others.
    func handler<Message>(
        for type: Message.Type, endsTrip: Bool, errorCase: AnyHashable? = nil,
        accepts: ((Message) -> Bool)? = nil, _ body: @escaping (Self, Message) -> Void
    ) -> TreeHandler {
        TreeHandler(type: ObjectIdentifier(Message.self), errorCase: errorCase) { model, message in
            // A model asks only its own handlers; a message of another type passes on.
            guard let model = model as? Self, let message = message as? Message else {
                return false
            }
            if let accepts, !accepts(message) {
                return false
            }
            if endsTrip {
                ModelsTree.trace?(model, "handles \(describe(message))")
            }
            body(model, message)
            return endsTrip
        }
    }
}

/// A message as the trace and the policy name it: its type, and for an enum its case too
/// (`AppError.badToken`), since a case can be handled on its own.
func describe<Message>(_ message: Message) -> String {
    Mirror(reflecting: message).displayStyle == .enum
        ? "\(Message.self).\(message)" : "\(Message.self)"
}

extension Model {
    /// Asks `handlers` about `message`, in the order they were registered, and answers whether
    /// one handled it.
    func handled<Message>(_ message: Message, by handlers: [TreeHandler]) -> Bool {
        for handler in handlers {
            if handler.handle(self, message) {
                return true
            }
        }
        return false
    }

    /// Removes every handler of this model for messages of `type`, bubbles, errors and global
    /// events alike: the way to undo a registration.
    public func removeHandlers<Message>(for type: Message.Type) {
        let type = ObjectIdentifier(Message.self)
        bubbleHandlers.removeAll { $0.type == type }
        errorHandlers.removeAll { $0.type == type }
        globalHandlers.removeAll { $0.type == type }
    }

    /// Removes this model's handlers for one case of an error, leaving the rest of its type.
    public func removeHandlers<Failure: Error & Hashable>(for error: Failure) {
        errorHandlers.removeAll {
            $0.type == ObjectIdentifier(Failure.self) && $0.errorCase == AnyHashable(error)
        }
    }

    /// What climbs: a bubble or an error.
    enum Climber {
        case bubble
        case error
    }

    private func handlers(for climber: Climber) -> [TreeHandler] {
        switch climber {
        case .bubble: bubbleHandlers
        case .error: errorHandlers
        }
    }

    /// Walks up from this model until one handles `message`. What nobody handles goes to
    /// `ModelsTree.unhandled`, with the path it took.
    func climb<Message>(_ message: Message, as climber: Climber) {
        let trace = ModelsTree.trace
        var current = self
        while true {
            let handlers = current.handlers(for: climber)
            if !handlers.isEmpty, current.handled(message, by: handlers) {
                return
            }
            trace?(current, "passes \(describe(message)) up")
            guard let parent = current.parent else { break }
            current = parent
        }
        reportUnhandled(message, as: climber)
    }

    private func reportUnhandled<Message>(_ message: Message, as climber: Climber) {
        var path: [String] = []
        var model: Model? = self
        while let current = model {
            path.append(current.name)
            model = current.parent
        }
        let went = "It went \(path.joined(separator: " → "))."
        let (kind, how) = climber == .bubble ? ("bubble", "handleBubble") : ("error", "handleError")
        let description =
            isInOpenSession
            ? "Nobody in the tree handled the \(kind) \(describe(message)). \(went) Handle it "
                + "on one of them with \(how)(\(Message.self).self)."
            : "\(name) sent the \(kind) \(describe(message)) when it was in no open session's "
                + "tree, and nobody on its way handled it. \(went)"
        Unhandled.report(description, policy: ModelsTree.unhandled, isLate: !isInOpenSession)
    }
}
