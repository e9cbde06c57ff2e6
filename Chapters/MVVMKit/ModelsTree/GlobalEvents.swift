extension Model {
    /// Handles every global event of type `Message` that reaches this model; the event goes on
    /// to the models below all the same.
    public func handleGlobalEvent<Message: GlobalEvent>(
        _ type: Message.Type, _ handle: @escaping (Message) -> Void
    ) {
        globalHandlers.append { event in
            if let typed = event as? Message { handle(typed) }
        }
    }

    /// Sends `event` from the root of this model's tree to every model in it, depth first, in
    /// child order.
    public func broadcast(_ event: any GlobalEvent) {
        var root = self
        while let parent = root.parent {
            root = parent
        }
        root.deliver(event)
    }

    private func deliver(_ event: any GlobalEvent) {
        for handle in globalHandlers {
            handle(event)
        }
        for child in children {
            child.deliver(event)
        }
    }
}
