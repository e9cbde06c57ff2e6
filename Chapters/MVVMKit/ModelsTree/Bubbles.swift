extension Model {
    /// Handles every bubble of type `Bubble` that reaches this model: none goes further up.
    public func handleBubble<Bubble: BubbleNotification>(
        _ type: Bubble.Type, _ handle: @escaping (Bubble) -> Void
    ) {
        bubbleHandlers.append { bubble in
            (bubble as? Bubble).map { typed in { handle(typed) } }
        }
    }

    /// Sends `bubble` up, from this model, to the first model registered for its type.
    public func bubble(_ bubble: any BubbleNotification) {
        climb("\(type(of: bubble))", kind: "bubble") { model in
            model.bubbleHandlers.lazy.compactMap { $0(bubble) }.first
        }
    }
}
