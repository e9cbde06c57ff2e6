import Foundation
import TestSupport
import Testing

@testable import Chapter6
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

/// A presenter for tests: what the interactor handed it.
final class RecordingListPresenter: NewsListPresenting {
    private(set) var calls: [String] = []

    func presentLoading(_ isLoading: Bool) {
        calls.append("loading \(isLoading)")
    }

    func present(_ items: [NewsItem]) {
        calls.append("present \(items.map(\.id))")
    }
}

/// A view model for tests: what the presenter filled it with.
final class FakeListDisplay: NewsListDisplay, ScreenStateReporting {
    weak var stateListener: (any ScreenStateListener)?
    private(set) var rows: [String] = []

    func display(rows: [String]) {
        self.rows = rows
    }
}

extension Chapter6Claims {
    @Suite("6. The same container in UIKit")
    struct UIKitContainerTests {
        @Test("The interactor asks the service, and hands the result to the presenter")
        func interactorAlone() async {
            let presenter = RecordingListPresenter()
            let navigation = RecordingNavigation(container: Container(), args: ())
            let interactor = NewsListInteractor(
                news: FakeNews([oneItem]), presenter: presenter,
                router: NewsRouter(navigation: navigation))
            await interactor.load()
            #expect(presenter.calls == ["loading true", "present [9]", "loading false"])
            interactor.select(row: 0)
            #expect(navigation.pushed == ["NewsItemVC"])
        }

        @Test("The presenter turns items into the lines the view model holds")
        func presenterAlone() {
            let display = FakeListDisplay()
            NewsListPresenter(display: display).present([oneItem])
            #expect(display.rows == ["Tests pass, 1 Jan 1970"])
        }

        @Test("The router opens the item and the search through chapter 3's navigation service")
        func routerAlone() {
            let navigation = RecordingNavigation(container: Container(), args: ())
            let router = NewsRouter(navigation: navigation)
            router.showItem(oneItem)
            router.showSearch()
            #expect(navigation.pushed == ["NewsItemVC", "SearchVC"])
        }

        @Test("Search words an empty result, and opens what is picked")
        func searchModule() async {
            let news = FakeNews([oneItem])
            final class Display: SearchDisplay {
                var rows: [String] = []
                func display(rows: [String]) { self.rows = rows }
            }
            let display = Display()
            let navigation = RecordingNavigation(container: Container(), args: ())
            let interactor = SearchInteractor(
                news: news, presenter: SearchPresenter(display: display),
                router: NewsRouter(navigation: navigation))
            await interactor.search("nothing")
            #expect(display.rows == ["Nothing found for \"nothing\""])
            await interactor.search("Tests")
            interactor.select(row: 0)
            #expect(news.searches == ["nothing", "Tests"] && navigation.pushed == ["NewsItemVC"])
        }

        @Test("The container wires itself to the model its content exposes, as the article's does")
        func containerWiresToTheContentsModel() {
            let list = NewsListVC()
            let viewModel: NewsListVM = Container().resolve()
            list.viewModel = viewModel
            let container = ContainerViewController(content: list)
            #expect(viewModel.stateListener === container)
        }

        @Test("The content screen is embedded as the container's child")
        func contentIsAChild() {
            let content = UIViewController()
            let container = ContainerViewController(content: content, model: SilentModel())
            container.loadViewIfNeeded()
            #expect(container.children == [content])
            #expect(content.parent === container)
        }

        @Test("Loading is counted: two overlapping loads keep the line until both have ended")
        func loadingIsCounted() {
            let container = ContainerViewController(
                content: UIViewController(), model: SilentModel())
            container.loadViewIfNeeded()
            container.beginLoading()
            container.beginLoading()
            container.endLoading()
            #expect(container.screenLines().contains("Loading..."))
            container.endLoading()
            #expect(!container.screenLines().contains("Loading..."))
        }

        @Test("The empty state shows only while there is nothing to show")
        func emptyState() {
            let container = ContainerViewController(
                content: UIViewController(), model: SilentModel())
            container.loadViewIfNeeded()
            container.showEmpty(true)
            #expect(container.screenLines().contains("Nothing to show yet."))
            container.showEmpty(false)
            #expect(!container.screenLines().contains("Nothing to show yet."))
        }

        @Test("Ending a load that never began stops, naming the container")
        func endingWithoutBeginningStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    ContainerViewController(content: UIViewController(), model: SilentModel())
                        .endLoading()
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains(
                    "ContainerViewController was told a load ended while none was in progress"),
                "\(message)")
        }

        @Test(
            "Errors reported before the container is on screen wait, joined, and show on appearing")
        func earlyErrorsWaitTogether() async {
            let container = ContainerViewController(
                content: UIViewController(), model: SilentModel())
            container.showError("Offline.")
            container.showError("Session over.")
            #expect(container.presentedViewController == nil)
            await onScreen { window in
                window.rootViewController = container
                let alert = container.presentedViewController as? UIAlertController
                #expect(alert?.message == "Offline.\nSession over.")
                container.showError("Still offline.")
                #expect(alert?.message == "Offline.\nSession over.\nStill offline.")
            }
        }

        @Test("An error reported under a pushed screen waits, and shows when the container is back")
        func errorUnderAPushedScreenWaits() async {
            await onScreen { window in
                let shown = NewsListVC()
                shown.viewModel = Container().resolve()
                let container = ContainerViewController(content: shown)
                let navigation = UINavigationController(rootViewController: container)
                window.rootViewController = navigation
                navigation.pushViewController(UIViewController(), animated: false)
                container.showError("Offline.")
                #expect(container.presentedViewController == nil)
                navigation.popViewController(animated: false)
                let alert = container.presentedViewController as? UIAlertController
                #expect(alert?.message == "Offline.")
            }
        }

        @Test("A dropped news screen frees its view, view model, interactor and container")
        func droppedScreenIsFreed() async {
            weak var list: NewsListVC?
            weak var viewModel: NewsListVM?
            weak var interactor: NewsListInteractor?
            weak var screen: ContainerViewController?
            do {
                await onScreen { window in
                    let shown = NewsListVC()
                    let model: NewsListVM = Container().resolve()
                    shown.viewModel = model
                    let container = ContainerViewController(content: shown)
                    window.rootViewController = container
                    (list, viewModel, interactor, screen) = (
                        shown, model, model.interactor, container
                    )
                }
            }
            #expect(list == nil && screen == nil)
            #expect(viewModel == nil && interactor == nil)
        }

        @Test("The container lays out its content and its two lines, as a device needs")
        func containerLaysOutWhatItAdds() {
            let shown = NewsListVC()
            shown.viewModel = Container().resolve()
            let container = ContainerViewController(content: shown)
            container.loadViewIfNeeded()
            let unplaced = container.view.subviews.filter { !$0.isPlaced }.map { "\(type(of: $0))" }
            #expect(container.view.subviews.count == 3)
            #expect(unplaced.isEmpty, "added with no constraints and no frame: \(unplaced)")
        }
    }
}
