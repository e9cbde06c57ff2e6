import ChapterRunner
import TestSupport
import Testing

@testable import Chapter6
@testable import MVVMKit

extension Chapter6Claims {
    @Suite("3. A container for any screen")
    struct ContainerTests {
        private static func newsInAContainer() -> (
            Split.NewsListView, UIHostingController<ContainerView<Split.NewsListView>>
        ) {
            let list = Split.NewsRouter(news: FakeNews([oneItem])).listScreen()
            return (list, UIHostingController(rootView: ContainerView(content: list)))
        }

        @Test("The container makes its own model the listener of its content's model")
        func wiredToTheContentsModel() {
            let (list, screen) = Self.newsInAContainer()
            #expect(list.model.listener is ContainerModel)
            withExtendedLifetime(screen) {}
        }

        @Test("Loading is counted: two overlapping loads keep the loader until both have ended")
        func loadingIsCounted() {
            let (list, screen) = Self.newsInAContainer()
            let container = list.model.listener
            container?.showLoading()
            container?.showLoading()
            container?.hideLoading()
            #expect(screen.contentLines().contains("Loading..."))
            container?.hideLoading()
            #expect(!screen.contentLines().contains("Loading..."))
        }

        @Test("The empty line shows only while the content has nothing to show")
        func emptyState() async {
            let list = Split.NewsRouter(news: FakeNews([])).listScreen()
            let screen = UIHostingController(rootView: ContainerView(content: list))
            await list.interactor.load()
            #expect(screen.contentLines().contains("Nothing to show yet."))
        }

        @Test(
            "Errors reported before the container is on screen show when it is, joined; OK clears")
        func earlyErrorsShowTogether() {
            let (list, screen) = Self.newsInAContainer()
            list.model.listener?.showError(error: "Offline.")
            list.model.listener?.showError(error: "Session over.")
            let lines = screen.screenLines()
            #expect(lines.contains("Offline.") && lines.contains("Session over."), "\(lines)")
            #expect(screen.tap("OK") == nil)
            #expect(!screen.screenLines().contains("Offline."))
            let model = list.model.listener as? ContainerModel
            #expect(model?.hasError == false && model?.errorText == "")
        }

        @Test("On an Observation model the container counts loads and joins early errors alike")
        func observedContainerAlike() {
            let list = Split.NewsRouter(news: FakeNews([oneItem])).listScreen()
            let screen = UIHostingController(rootView: ObservedContainerView(content: list))
            _ = screen.contentLines()
            let container = list.model.listener
            #expect(container is ObservedContainerModel)
            container?.showLoading()
            container?.showLoading()
            container?.hideLoading()
            #expect(screen.contentLines().contains("Loading..."))
            container?.hideLoading()
            #expect(!screen.contentLines().contains("Loading..."))
            container?.showError(error: "Offline.")
            container?.showError(error: "Session over.")
            let lines = screen.screenLines()
            #expect(lines.contains("Offline.") && lines.contains("Session over."), "\(lines)")
            #expect(screen.tap("OK") == nil)
            #expect(!screen.screenLines().contains("Offline."))
        }

        @Test(
            "The kit's container keeps its load count and a waiting error when its parent redraws")
        func kitContainerSurvivesAParentRedraw() {
            let (parent, model) = (Headline(), ReportingRows())
            let screen = UIHostingController(
                rootView: KitContainerUnderAHeadline(headline: parent, model: model))
            _ = screen.contentLines()
            let first = model.stateListener
            first?.beginLoading()
            first?.beginLoading()
            first?.showError("Offline.")
            parent.text = "Later"  // the parent's body runs again: a new ScreenContainer value
            #expect(screen.contentLines().contains("Later"))
            #expect(model.stateListener === first, "the content now reports to a new state")
            model.stateListener?.endLoading()
            #expect(
                screen.contentLines().contains("Loading... (spinner)"), "one load is still running")
            model.stateListener?.endLoading()
            #expect(!screen.contentLines().contains("Loading... (spinner)"))
            #expect(screen.screenLines().contains("Offline."))
        }

        @Test(
            "The article's container loses its count and an unread error when its parent redraws")
        func articleContainerLosesItsCount() {
            let (parent, rows) = (Headline(), RowsModel())
            let screen = UIHostingController(
                rootView: ArticleContainerUnderAHeadline(
                    headline: parent, content: RowsView(model: rows)))
            _ = screen.contentLines()
            let first = rows.listener
            first?.showLoading()
            first?.showError(error: "Offline.")
            #expect(screen.contentLines().contains("Loading..."))
            #expect(screen.screenLines().contains("Offline."))
            parent.text = "Later"
            #expect(screen.contentLines().contains("Later"))
            #expect(rows.listener !== first)
            #expect(!screen.contentLines().contains("Loading..."), "the load still runs")
            #expect(!screen.screenLines().contains("Offline."), "nobody read it")
        }

        @Test("After its parent redraws, the article's container stops when the load ends")
        func articleContainerStopsAfterARedraw() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let (parent, rows) = (Headline(), RowsModel())
                    let screen = UIHostingController(
                        rootView: ArticleContainerUnderAHeadline(
                            headline: parent, content: RowsView(model: rows)))
                    _ = screen.contentLines()
                    rows.listener?.showLoading()
                    parent.text = "Later"
                    _ = screen.contentLines()
                    rows.listener?.hideLoading()
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains("ContainerModel was told a load ended while none was in progress"),
                "\(message)")
        }

        @Test("Search with no words reports its own error, and the kit's container shows it")
        func searchReportsItsOwnError() async {
            let router = Split.NewsRouter(news: FakeNews([oneItem]))
            let list = router.listScreen()
            let screen = UIHostingController(rootView: Split.NewsStack(router: router) { list })
            _ = screen.contentLines()
            _ = screen.tap("Search")
            _ = screen.tap("Find \"\"")
            for _ in 0..<10 {
                await Task.yield()  // the search runs in a task of the button's
            }
            #expect(screen.screenLines().contains("Type a word to search for."))
        }

        @Test("Ending a load that never began stops, naming the container's model")
        func endingWithoutBeginningStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run { ContainerModel().hideLoading() }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains("ContainerModel was told a load ended while none was in progress"),
                "\(message)")
        }

        @Test("The kit's container stops the same way, naming its state")
        func kitEndingWithoutBeginningStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run { ContainerState().endLoading() }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains("ContainerState was told a load ended while none was in progress"),
                "\(message)")
        }

        @Test(
            "A container observing only its own model leaves a change of the content's rows alone")
        func delegateDoesNotPullTheSignals() {
            let model = RowsModel()
            let screen = UIHostingController(
                rootView: DelegateContainer(content: RowsView(model: model)))
            _ = screen.contentLines()
            _ = Evaluations.taken()
            model.rows = ["Changed"]
            _ = screen.contentLines()
            #expect(Evaluations.taken() == "RowsView 1")
        }

        @Test(
            "A container that observes the content's model too runs again for each of its changes")
        func subscribingPullsTheSignals() {
            let model = RowsModel()
            let screen = UIHostingController(
                rootView: SubscribedContainer(content: RowsView(model: model)))
            _ = screen.contentLines()
            _ = Evaluations.taken()
            model.rows = ["Changed"]
            _ = screen.contentLines()
            #expect(Evaluations.taken() == "SubscribedContainer 1, RowsView 1")
        }

        @Test(
            "With Observation, a container that reads the content's model runs again for what it read"
        )
        func observationReadsWhatItNeeds() {
            let model = ObservedListModel()
            let screen = UIHostingController(rootView: ReadingContainer(model: model))
            _ = screen.contentLines()
            _ = Evaluations.taken()
            model.rows = ["Changed"]
            _ = screen.contentLines()
            #expect(Evaluations.taken() == "ObservedList 1")
            model.isLoading = true
            _ = screen.contentLines()
            #expect(Evaluations.taken() == "ReadingContainer 1")
        }

        @Test(
            "A dropped screen frees its view's model, interactor, router and container")
        func droppedScreenIsFreed() async {
            weak var model: Split.NewsListModel?
            weak var interactor: Split.NewsListInteractor?
            weak var router: Split.NewsRouter?
            weak var containerModel: ContainerModel?
            weak var screen: UIViewController?
            do {
                await onScreen { window in
                    let shownRouter = Split.NewsRouter(news: FakeNews([oneItem]))
                    let list = shownRouter.listScreen()
                    let shown = UIHostingController(
                        rootView: Split.NewsStack(router: shownRouter) {
                            ContainerView(content: list)
                        })
                    window.rootViewController = shown
                    await list.interactor.load()
                    _ = shown.tap("Tests pass, 1 Jan 1970")
                    (model, interactor, router) = (list.model, list.interactor, shownRouter)
                    containerModel = list.model.listener as? ContainerModel
                    screen = shown
                }
            }
            #expect(screen == nil && model == nil && interactor == nil)
            #expect(router == nil && containerModel == nil)
        }

        @Test(
            "The article's listener, the container view itself, keeps the content's model for good")
        func viewAsListenerLeaks() {
            weak var model: ArticleNewsModel?
            do {
                let kept = ArticleNewsModel()
                let screen = UIHostingController(
                    rootView: ArticleContainerView(content: ArticleNewsView(model: kept)))
                _ = screen.contentLines()
                model = kept
            }
            #expect(model != nil)
        }
    }
}

/// The article's wiring, the known-bad variant, with its protocols as printed: the container
/// view, a struct that holds its content, is the listener the content's model holds. The
/// model holds the view, the view its content, and the content the model.
protocol ArticleContainer {
    func showError(error: String)
}

final class ArticleNewsModel: ObservableObject {
    var listener: (any ArticleContainer)?
}

struct ArticleNewsView: View {
    @ObservedObject var model: ArticleNewsModel

    var body: some View {
        Text("News")
    }
}

struct ArticleContainerView: ArticleContainer, View {
    @ObservedObject var containerModel = ContainerModel()
    private var content: ArticleNewsView

    init(content: ArticleNewsView) {
        self.content = content
        self.content.model.listener = self
    }

    var body: some View {
        ZStack { content }
    }

    func showError(error: String) {
        containerModel.setupError(error: error)
    }
}
