import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

// The article's SwiftUI container, in the kit's words: the content's model reports to it
// through the kit's `ScreenStateListener` (the article's `IContainer`, with its own names for
// the same four calls). It is the "before": section 5 shows why the kit's `ScreenContainer`
// keeps its state where this one cannot.

/// "The article's container": headlines in the article's `ContainerView`. Two loads overlap,
/// and two errors come before the container is on screen.
enum ArticlesContainer {
    static func run(in window: UIWindow) async {
        let news = NewsDesk(container: Container(), args: ())
        let headlines = HeadlinesModel()
        let screen = UIHostingController(
            rootView: ContainerView(reporting: headlines, content: HeadlinesView(model: headlines)))
        await printScreen(.notAtAll) { window.rootViewController = screen }
        print("A refresh begins, and the headlines load meanwhile:")
        await printScreen(.onOneLine) {
            headlines.stateListener?.beginLoading()
            await headlines.load(from: news)
        }
        print("The refresh ends:")
        await printScreen(.onOneLine) { headlines.stateListener?.endLoading() }

        print("Two errors, reported before their container is on screen:")
        let other = HeadlinesModel()
        let waiting = ContainerView(reporting: other, content: HeadlinesView(model: other))
        other.stateListener?.showError("The network connection was lost.")
        other.stateListener?.showError("Your session is over.")
        let second = UIHostingController(rootView: waiting)
        await printScreen(.onOneLine) { window.rootViewController = second }
        await printScreen(.notAtAll) { tapButton("OK", on: second) }
    }
}

/// The content of sections 3 to 5: the headlines, in a model that reports to the container it
/// is shown in.
final class HeadlinesModel: ObservableObject, ScreenStateReporting {
    @Published var rows: [String] = []
    @Published var isLoading = false
    weak var stateListener: (any ScreenStateListener)?

    /// Loads the headlines, and tells the container: a load begins, what there is, it ends.
    func load(from news: any NewsService) async {
        isLoading = true
        stateListener?.beginLoading()
        rows = await news.latest().map(\.title)
        stateListener?.showEmpty(rows.isEmpty)
        stateListener?.endLoading()
        isLoading = false
    }
}

/// The headlines, one a line.
struct HeadlinesView: View {
    @ObservedObject var model: HeadlinesModel

    var body: some View {
        ForEach(model.rows, id: \.self) { Text($0) }
            .navigationTitle("Headlines")
    }
}

/// The state a `ContainerView` shows around its content, and the listener the content's model
/// reports to. Loading is a count: two overlapping loads keep the loader up until both end.
@MainActor
final class ContainerModel: ObservableObject, ScreenStateListener {
    /// Whether the error alert is up; its OK button calls `errorShown()`.
    @Published var hasError = false
    /// What the error alert says.
    @Published private(set) var errorText = ""
    /// Whether any load is running.
    @Published private(set) var isLoading = false
    /// Whether the content has nothing to show.
    @Published private(set) var isEmpty = false
    /// Loads that began and have not ended.
    private(set) var loadsInProgress = 0

    /// A container's state with nothing loading, nothing wrong and something to show.
    init() {}

    /// Shows `message` in the alert. One that comes while another is still up joins it, on a
    /// line of its own, so that none is lost before the user reads it.
    func showError(_ message: String) {
        errorText = hasError ? errorText + "\n" + message : message
        hasError = true
    }

    /// The user read the error: the alert goes.
    func errorShown() {
        hasError = false
        errorText = ""
    }

    /// A load began: the loader shows until every load that began has ended.
    func beginLoading() {
        loadsInProgress += 1
        isLoading = true
    }

    /// Ends one load; the loader goes when none is left. Stops if none was in progress.
    func endLoading() {
        guard loadsInProgress > 0 else {
            fatalError(
                "ContainerModel was told a load ended while none was in progress. Call "
                    + "beginLoading() before each endLoading(), once each.")
        }
        loadsInProgress -= 1
        isLoading = loadsInProgress > 0
    }

    /// Shows or hides the line that says there is nothing to show.
    func showEmpty(_ isEmpty: Bool) {
        self.isEmpty = isEmpty
    }
}

/// Shows any content screen with what every screen needs around it, by composition, since a
/// SwiftUI view cannot inherit: a loader over the content while loads run, a line when there
/// is nothing to show, and errors in an alert. The content's model reports to the container's
/// own model, which the container wires to it.
struct ContainerView<Content: View>: View {
    @ObservedObject var containerModel = ContainerModel()
    private let content: Content

    /// Shows `content`, and makes this container's model the listener of `model`, which
    /// reports the content's state.
    init(reporting model: any ScreenStateReporting, content: Content) {
        self.content = content
        model.stateListener = containerModel
    }

    /// The content, the loader and the empty line over it, and the error alert.
    var body: some View {
        ZStack {
            content
            if containerModel.isLoading {
                LoaderView()
            }
            if containerModel.isEmpty {
                Text("Nothing to show yet.")
            }
        }
        .alert(isPresented: $containerModel.hasError) {
            Alert(
                title: Text("Error"), message: Text(containerModel.errorText),
                dismissButton: .default(Text("OK")) { containerModel.errorShown() })
        }
    }
}

/// What a container shows while its content loads.
struct LoaderView: View {
    /// A loader.
    init() {}

    /// The loading line.
    var body: some View {
        Text("Loading...")
    }
}
