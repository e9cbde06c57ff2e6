import ChapterRunner
import TestSupport
import Testing

@testable import Chapter6
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter6Claims {
    @Suite("3. The article's container")
    struct ArticlesContainerTests {
        private static func headlinesInAContainer() -> (
            HeadlinesModel, UIHostingController<ContainerView<HeadlinesView>>
        ) {
            let headlines = HeadlinesModel()
            return (
                headlines,
                UIHostingController(
                    rootView: ContainerView(
                        reporting: headlines, content: HeadlinesView(model: headlines)))
            )
        }

        @Test("The container makes its own model the listener of its content's model")
        func wiredToTheContentsModel() {
            let (headlines, screen) = Self.headlinesInAContainer()
            #expect(headlines.stateListener is ContainerModel)
            withExtendedLifetime(screen) {}
        }

        @Test("Loading is counted: two overlapping loads keep the loader until both have ended")
        func loadingIsCounted() async {
            let (headlines, screen) = Self.headlinesInAContainer()
            headlines.stateListener?.beginLoading()
            await headlines.load(from: FakeNews([oneItem]))
            #expect(screen.contentLines().contains("Loading..."))
            headlines.stateListener?.endLoading()
            #expect(!screen.contentLines().contains("Loading..."))
        }

        @Test("The empty line shows only while the content has nothing to show")
        func emptyState() async {
            let (headlines, screen) = Self.headlinesInAContainer()
            await headlines.load(from: FakeNews([]))
            #expect(screen.contentLines().contains("Nothing to show yet."))
            await headlines.load(from: FakeNews([oneItem]))
            #expect(!screen.contentLines().contains("Nothing to show yet."))
        }

        @Test(
            "Errors reported before the container is on screen show when it is, joined; OK clears")
        func earlyErrorsShowTogether() {
            let (headlines, screen) = Self.headlinesInAContainer()
            headlines.stateListener?.showError("Offline.")
            headlines.stateListener?.showError("Session over.")
            let lines = screen.screenLines()
            #expect(lines.contains("Offline.") && lines.contains("Session over."), "\(lines)")
            #expect(screen.tap("OK") == nil)
            #expect(!screen.screenLines().contains("Offline."))
            let model = headlines.stateListener as? ContainerModel
            #expect(model?.hasError == false && model?.errorText == "")
        }

        @Test("Ending a load that never began stops, naming the container's model")
        func endingWithoutBeginningStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run { ContainerModel().endLoading() }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains("ContainerModel was told a load ended while none was in progress"),
                "\(message)")
        }

        @Test("A dropped screen frees its content's model and the container's")
        func droppedScreenIsFreed() async {
            weak var headlines: HeadlinesModel?
            weak var containerModel: ContainerModel?
            weak var screen: UIViewController?
            do {
                await onScreen { window in
                    let (shownHeadlines, shown) = Self.headlinesInAContainer()
                    window.rootViewController = shown
                    await shownHeadlines.load(from: FakeNews([oneItem]))
                    (headlines, screen) = (shownHeadlines, shown)
                    containerModel = shownHeadlines.stateListener as? ContainerModel
                }
            }
            #expect(screen == nil && headlines == nil && containerModel == nil)
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
        containerModel.showError(error)
    }
}
