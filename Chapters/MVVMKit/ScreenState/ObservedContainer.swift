import Observation

#if canImport(UIKit)
import SwiftUI
#endif

/// `ContainerModel` with Observation instead of `@Published`: a body that reads one of its
/// properties runs again when that property changes, and for no other change.
@MainActor
@Observable
public final class ObservedContainerModel: ScreenContainer {
    /// Whether the error alert is up; its OK button calls `errorShown()`.
    public var hasError = false
    /// What the error alert says.
    public private(set) var errorText = ""
    /// Whether any load is running.
    public private(set) var isLoading = false
    /// Whether the content has nothing to show.
    public private(set) var isEmpty = false
    /// Loads that began and have not ended.
    private(set) var loadsInProgress = 0

    /// A container's state with nothing loading, nothing wrong and something to show.
    public init() {}

    /// Shows `error`; one that comes while another is up joins it, on a line of its own.
    public func showError(error: String) {
        errorText = hasError ? errorText + "\n" + error : error
        hasError = true
    }

    /// The user read the error: the alert goes.
    public func errorShown() {
        hasError = false
        errorText = ""
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
                "ObservedContainerModel was told a load ended while none was in progress. Call "
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

/// `ContainerView` on an Observation model: the same content, loader, empty line and alert.
public struct ObservedContainerView<Content: View & IModelView>: View {
    private let containerModel = ObservedContainerModel()
    private var content: Content

    /// Shows `content`, and makes this container's model its model's listener.
    public init(content: Content) {
        self.content = content
        self.content.viewModel?.listener = containerModel
    }

    /// The content, the loader and the empty line over it, and the error alert.
    public var body: some View {
        let model = containerModel
        ZStack {
            content
            if model.isLoading {
                LoaderView()
            }
            if model.isEmpty {
                Text("Nothing to show yet.")
            }
        }
        .alert("Error", isPresented: Binding(get: { model.hasError }, set: { model.hasError = $0 }))
        {
            Button("OK") { model.errorShown() }
        } message: {
            Text(model.errorText)
        }
    }
}
