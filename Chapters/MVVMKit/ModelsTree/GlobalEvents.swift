extension TreeModel {
    /// Handles every global event of type `Message` that reaches this model; the event goes on
    /// to the models below all the same.
    public func handleGlobalEvent<Message: GlobalEvent>(
        _ type: Message.Type, _ handle: @escaping (Self, Message) -> Void
    ) {
        globalHandlers.append(handler(for: type, endsTrip: false, handle))
    }
}

extension Model {
    /// Sends `event` from the root of this model's tree to every model in it, depth first, in
    /// child order.
    public func broadcast<Message: GlobalEvent>(_ event: Message) {
        root.deliver(event)
    }

    private func deliver(_ event: Any) {
        for handler in globalHandlers {
            _ = handler.handle(self, event)
        }
        for child in children {
            child.deliver(event)
        }
    }
}
