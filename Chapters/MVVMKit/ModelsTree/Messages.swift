/// A message that bubbles up the tree to the first model registered for its type.
public protocol BubbleNotification {}

/// A message that goes down from the root to every model registered for its type.
public protocol GlobalEvent {}

/// Watches every step of every message in every tree, for a reader (or a test) to see it.
@MainActor
public enum ModelsTree {
    public static var trace: ((_ model: Model, _ step: String) -> Void)?
}
