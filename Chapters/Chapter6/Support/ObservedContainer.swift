import MVVMKit
import Observation

#if canImport(UIKit)
import SwiftUI
#endif

/// `ContainerModel` with Observation instead of `@Published`: a body that reads one of its
/// properties runs again when that property changes, and for no other change.
@MainActor
@Observable
final class ObservedContainerModel: IScreenContainer {
    /// Whether the error alert is up; its OK button calls `errorShown()`.
    var hasError = false
    /// What the error alert says.
    private(set) var errorText = ""
    /// Whether any load is running.
    private(set) var isLoading = false
    /// Whether the content has nothing to show.
    private(set) var isEmpty = false
    /// Loads that began and have not ended.
    private(set) var loadsInProgress = 0

    /// A container's state with nothing loading, nothing wrong and something to show.
    init() {}

    /// Shows `error`; one that comes while another is up joins it, on a line of its own.
    func showError(error: String) {
        errorText = hasError ? errorText + "\n" + error : error
        hasError = true
    }

    /// The user read the error: the alert goes.
    func errorShown() {
        hasError = false
        errorText = ""
    }

    /// A load began: the loader shows until every load that began has ended.
    func showLoading() {
        loadsInProgress += 1
        isLoading = true
    }

    /// Ends one load; the loader goes when none is left. Stops if none was in progress.
    func hideLoading() {
        guard loadsInProgress > 0 else {
            fatalError(
                "ObservedContainerModel was told a load ended while none was in progress. Call "
                    + "showLoading() before each hideLoading(), once each.")
        }
        loadsInProgress -= 1
        isLoading = loadsInProgress > 0
    }

    /// Shows or hides the line that says there is nothing to show.
    func showEmpty(_ isEmpty: Bool) {
        self.isEmpty = isEmpty
    }
}

/// `ContainerView` on an Observation model: the same content, loader, empty line and alert. It
/// keeps its model in `@State`, so a parent's redraw does not make it a new one, and wires the
/// content's model to it as its body runs, where it sees the model SwiftUI kept.
struct ObservedContainerView<Content: View & IModelView>: View {
    @State private var containerModel = ObservedContainerModel()
    private let content: Content

    /// Shows `content`; its model's listener is this container's model once the body runs.
    init(content: Content) {
        self.content = content
    }

    /// The content, the loader and the empty line over it, and the error alert.
    var body: some View {
        let model = containerModel
        content.viewModel?.listener = model
        return ZStack {
            content
            if model.isLoading {
                LoaderView()
            }
            if model.isEmpty {
                Text("Nothing to show yet.")
            }
        }
        .alert("Error", isPresented: $containerModel.hasError) {
            Button("OK") { model.errorShown() }
        } message: {
            Text(model.errorText)
        }
    }
}
