import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

// The article's SwiftUI container, in the article's names: what a content screen's model
// tells its container (`IContainer`, here `IScreenContainer`, since `IContainer` is chapter 1's
// container), the content's model and view (`IModel`, `IModelView`), and the container's view
// and model. It is the "before": the news app (NewsApp/) and the kit's containers, which a
// reader copies, say the same in the kit's words (`ScreenStateListener`), and section 5 shows
// why the kit's container keeps its state where this one cannot.

/// "The article's container": headlines in the article's `ContainerView`. Two loads overlap,
/// and two errors come before the container is on screen.
enum ArticlesContainer {
    static func run(in window: UIWindow) async {
        let news = NewsDesk(container: Container(), args: ())
        let headlines = HeadlinesModel()
        let screen = UIHostingController(
            rootView: ContainerView(content: HeadlinesView(model: headlines)))
        await printScreen(.notAtAll) { window.rootViewController = screen }
        print("A refresh begins, and the headlines load meanwhile:")
        await printScreen(.onOneLine) {
            headlines.listener?.showLoading()
            await headlines.load(from: news)
        }
        print("The refresh ends:")
        await printScreen(.onOneLine) { headlines.listener?.hideLoading() }

        print("Two errors, reported before their container is on screen:")
        let other = HeadlinesModel()
        let waiting = ContainerView(content: HeadlinesView(model: other))
        other.listener?.showError(error: "The network connection was lost.")
        other.listener?.showError(error: "Your session is over.")
        let second = UIHostingController(rootView: waiting)
        await printScreen(.onOneLine) { window.rootViewController = second }
        await printScreen(.notAtAll) { tapButton("OK", on: second) }
    }
}

/// The content of sections 3 to 5, in the article's terms: the headlines, in a model that
/// reports to the container it is shown in through the article's `listener`.
final class HeadlinesModel: ObservableObject, IModel {
    @Published var rows: [String] = []
    @Published var isLoading = false
    weak var listener: (any IScreenContainer)?

    /// Loads the headlines, and tells the container: a load begins, what there is, it ends.
    func load(from news: any NewsService) async {
        isLoading = true
        listener?.showLoading()
        rows = await news.latest().map(\.title)
        listener?.showEmpty(rows.isEmpty)
        listener?.hideLoading()
        isLoading = false
    }
}

/// The headlines, one a line; the article's `IModelView`, so a container can find its model.
struct HeadlinesView: View, IModelView {
    @ObservedObject var model: HeadlinesModel

    var viewModel: (any IModel)? { model }

    var body: some View {
        ForEach(model.rows, id: \.self) { Text($0) }
            .navigationTitle("Headlines")
    }
}

/// What a content screen's model tells the container it is shown in. The article calls it
/// `IContainer`, which in this kit is chapter 1's container; the chapter adds `showEmpty(_:)`.
@MainActor
protocol IScreenContainer: AnyObject {
    /// Something went wrong, in words the user can read.
    func showError(error: String)
    /// A load began.
    func showLoading()
    /// A load ended, whether it worked or not.
    func hideLoading()
    /// Whether there is nothing to show.
    func showEmpty(_ isEmpty: Bool)
}

/// A content screen's model, which reports its state to `listener`. Declare it
/// `weak var listener`: the container owns its content, not the other way round.
@MainActor
protocol IModel: AnyObject {
    /// The container this model's screen is shown in, held weakly.
    var listener: (any IScreenContainer)? { get set }
}

/// A SwiftUI content screen that says which model reports its state, so that the container can
/// wire itself to it.
@MainActor
protocol IModelView {
    /// The model that reports this screen's state.
    var viewModel: (any IModel)? { get }
}

/// The state a `ContainerView` shows around its content, and the listener the content's model
/// reports to. Loading is a count: two overlapping loads keep the loader up until both end.
@MainActor
final class ContainerModel: ObservableObject, IScreenContainer {
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

    /// Shows `error` in the alert. An error that comes while another is still up joins it, on a
    /// line of its own, so that none is lost before the user reads it.
    func setupError(error: String) {
        errorText = hasError ? errorText + "\n" + error : error
        hasError = true
    }

    /// The user read the error: the alert goes.
    func errorShown() {
        hasError = false
        errorText = ""
    }

    /// The content's model reports an error: the article's `setupError(error:)`.
    func showError(error: String) {
        setupError(error: error)
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
                "ContainerModel was told a load ended while none was in progress. Call "
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

/// Shows any content screen with what every screen needs around it, by composition, since a
/// SwiftUI view cannot inherit: a loader over the content while loads run, a line when there
/// is nothing to show, and errors in an alert. The content's model reports to the container's
/// own model, which the container wires to it.
struct ContainerView<Content: View & IModelView>: View {
    @ObservedObject var containerModel = ContainerModel()
    private var content: Content

    /// Shows `content`, and makes this container's model its model's listener.
    init(content: Content) {
        self.content = content
        self.content.viewModel?.listener = containerModel
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
