extension TreeModel {
    /// Handles every bubble of type `Bubble` that reaches this model: none goes further up.
    public func handleBubble<Bubble: BubbleNotification>(
        _ type: Bubble.Type, _ handle: @escaping (Self, Bubble) -> Void
    ) {
        bubbleHandlers.append(handler(for: type, endsTrip: true, handle))
    }
}

extension Model {
    /// Sends `bubble` up, from this model, to the first model that handles its type.
    public func bubble<Bubble: BubbleNotification>(_ bubble: Bubble) {
        climb(bubble, as: .bubble)
    }
}
