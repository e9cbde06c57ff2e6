/// Ties a model's place in the tree to a screen's life: a screen keeps one, and when the
/// screen goes, the model leaves its parent.
@MainActor
public final class ScreenLink {
    private weak var model: Model?

    /// Links a screen to `model`, which it does not keep alive.
    public init(_ model: Model) {
        self.model = model
    }

    isolated deinit {
        model?.removeFromParent()
    }
}
