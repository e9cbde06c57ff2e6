#if canImport(UIKit)
import SwiftUI
#endif

/// The state a `ContainerView` shows around its content, and the listener the content's model
/// reports to. Loading is a count: two overlapping loads keep the loader up until both end.
@MainActor
public final class ContainerModel: ObservableObject, ScreenContainer {
    /// Whether the error alert is up; its OK button calls `errorShown()`.
    @Published public var hasError = false
    /// What the error alert says.
    @Published public private(set) var errorText = ""
    /// Whether any load is running.
    @Published public private(set) var isLoading = false
    /// Whether the content has nothing to show.
    @Published public private(set) var isEmpty = false
    /// Loads that began and have not ended.
    private(set) var loadsInProgress = 0

    /// A container's state with nothing loading, nothing wrong and something to show.
    public init() {}

    /// Shows `error` in the alert. An error that comes while another is still up joins it, on a
    /// line of its own, so that none is lost before the user reads it.
    public func setupError(error: String) {
        errorText = hasError ? errorText + "\n" + error : error
        hasError = true
    }

    /// The user read the error: the alert goes.
    public func errorShown() {
        hasError = false
        errorText = ""
    }

    /// The content's model reports an error: the article's `setupError(error:)`.
    public func showError(error: String) {
        setupError(error: error)
    }

    /// A load began: the loader shows until every load that began has ended.
    public func showLoading() {
        loadsInProgress += 1
        isLoading = true
    }

    /// Ends one load; the loader goes when none is left. Stops if none was in progress.
    public func hideLoading() {
        guard loadsInProgress > 0 else {
            fatalError(
                "ContainerModel was told a load ended while none was in progress. Call "
                    + "showLoading() before each hideLoading(), once each.")
        }
        loadsInProgress -= 1
        isLoading = loadsInProgress > 0
    }

    /// Shows or hides the line that says there is nothing to show.
    public func showEmpty(_ isEmpty: Bool) {
        self.isEmpty = isEmpty
    }
}
