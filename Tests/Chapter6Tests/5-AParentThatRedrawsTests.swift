import ChapterRunner
import TestSupport
import Testing

@testable import Chapter6
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter6Claims {
    @Suite("5. A parent that redraws")
    struct AParentThatRedrawsTests {
        @Test(
            "The article's container loses its count and an unread error when its parent redraws")
        func articleContainerLosesItsCount() {
            let (parent, headlines) = (Headline(), HeadlinesModel())
            let screen = UIHostingController(
                rootView: ArticleContainerUnderAHeadline(headline: parent, model: headlines))
            _ = screen.contentLines()
            let first = headlines.stateListener
            first?.beginLoading()
            first?.showError("Offline.")
            #expect(screen.contentLines().contains("Loading..."))
            #expect(screen.screenLines().contains("Offline."))
            parent.text = "Later"
            #expect(screen.contentLines().contains("Later"))
            #expect(headlines.stateListener !== first)
            #expect(!screen.contentLines().contains("Loading..."), "the load still runs")
            #expect(!screen.screenLines().contains("Offline."), "nobody read it")
        }

        @Test("After its parent redraws, the article's container stops when the load ends")
        func articleContainerStopsAfterARedraw() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let (parent, headlines) = (Headline(), HeadlinesModel())
                    let screen = UIHostingController(
                        rootView: ArticleContainerUnderAHeadline(headline: parent, model: headlines)
                    )
                    _ = screen.contentLines()
                    headlines.stateListener?.beginLoading()
                    parent.text = "Later"
                    _ = screen.contentLines()
                    headlines.stateListener?.endLoading()
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains("ContainerModel was told a load ended while none was in progress"),
                "\(message)")
        }

        @Test(
            "The kit's container keeps its load count and a waiting error when its parent redraws")
        func kitContainerSurvivesAParentRedraw() {
            let (parent, model) = (Headline(), HeadlinesModel())
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

        // developer.apple.com/documentation/swiftui/view/onappear(perform:) says when an
        // action runs, not in which order a parent's and a child's do; the console runs the
        // child's first, as SwiftUI does, and `appearsOutsideIn` turns that round.
        @Test(
            "The kit's container shows a load its content begins in onAppear, whichever order SwiftUI runs onAppear in",
            arguments: [false, true])
        func kitContainerHearsALoadBegunOnAppear(outsideIn: Bool) {
            ViewGraph.appearsOutsideIn = outsideIn
            defer { ViewGraph.appearsOutsideIn = false }
            let model = HeadlinesModel()
            let screen = UIHostingController(
                rootView: ScreenContainer(reporting: model) {
                    Text("Swift 6 ships").onAppear { model.stateListener?.beginLoading() }
                })
            #expect(screen.contentLines().contains("Loading... (spinner)"))
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

        @Test("Search with no words reports its own error, and the kit's container shows it")
        func searchReportsItsOwnError() async {
            let router = Split.NewsRouter(news: FakeNews([oneItem]))
            let screen = UIHostingController(
                rootView: Split.NewsStack(router: router, list: router.listModule()))
            _ = screen.contentLines()
            _ = screen.tap("Search")
            _ = screen.tap("Find \"\"")
            await waitUntil("the search to report its error") {
                screen.screenLines().contains("Type a word to search for.")
            }
        }

        @Test("A dropped news screen frees its modules, its router and the kit's container state")
        func droppedScreenIsFreed() async {
            weak var model: Split.NewsListModel?
            weak var interactor: Split.NewsListInteractor?
            weak var router: Split.NewsRouter?
            weak var state: ContainerState?
            weak var screen: UIViewController?
            do {
                await onScreen { window in
                    let shownRouter = Split.NewsRouter(news: FakeNews([oneItem]))
                    let list = shownRouter.listModule()
                    let shown = UIHostingController(
                        rootView: Split.NewsStack(router: shownRouter, list: list))
                    window.rootViewController = shown
                    await waitUntil("the list to load") { !list.model.rows.isEmpty }
                    _ = shown.tap("Tests pass, 1 Jan 1970")
                    (model, interactor, router) = (list.model, list.interactor, shownRouter)
                    state = list.model.stateListener as? ContainerState
                    screen = shown
                }
            }
            #expect(screen == nil && model == nil && interactor == nil)
            #expect(router == nil && state == nil)
        }
    }
}
