/// A message that bubbles up the tree to the first model that handles its type.
public protocol BubbleNotification {}

/// A message that goes down from the root to every model that handles its type.
public protocol GlobalEvent {}

/// The tree's settings, for every tree at once.
@MainActor
public enum ModelsTree {
    /// Watches every step of every message in every tree, for a reader (or a test) to see it.
    public static var trace: ((_ model: Model, _ step: String) -> Void)?

    /// What happens to a bubble or an error that nobody handled: chapter 7's policy, a stop in
    /// debug builds and a warning in release builds, unless set otherwise.
    public static var unhandled = UnhandledPolicy.buildDefault
}
