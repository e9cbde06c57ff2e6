import Observation

/// What a `ScreenContainer` shows around its content, and the listener the content's model
/// reports to. With Observation, a body that reads one of its properties runs again when that
/// property changes, and for no other change.
@MainActor
@Observable
public final class ContainerState: ScreenStateListener {
    /// Whether the error alert is up; its OK button calls `errorShown()`.
    public var hasError = false
    /// What the error alert says.
    public private(set) var errorText = ""
    /// Whether any load is running.
    public private(set) var isLoading = false
    /// Whether the content has nothing to show.
    public private(set) var isEmpty = false
    /// Loads that began and have not ended.
    private var loads = LoadCount()

    /// A container's state with nothing loading, nothing wrong and something to show.
    public init() {}

    /// A load began: the loader shows until every load that began has ended.
    public func beginLoading() {
        loads.begin()
        isLoading = true
    }

    /// Ends one load; the loader goes when none is left. Stops if none was in progress.
    public func endLoading() {
        loads.end(in: ContainerState.self)
        isLoading = loads.isLoading
    }

    /// Shows or hides the line that says there is nothing to show.
    public func showEmpty(_ isEmpty: Bool) {
        self.isEmpty = isEmpty
    }

    /// Shows `message` in the alert. One that comes while another waits or is up joins it, on
    /// a line of its own, so that none is lost before the user reads it.
    public func showError(_ message: String) {
        errorText = hasError ? errorText + "\n" + message : message
        hasError = true
    }

    /// The user read the error: the alert goes.
    public func errorShown() {
        hasError = false
        errorText = ""
    }
}
