import Foundation
import TestSupport
import Testing

@testable import Chapter6
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
    @Suite("2. View, interactor, presenter and router")
    struct SplitTests {
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

        @Test("What moved where costs types and lines; the page counts them as the sources do")
        func typesAndLinesCounted() throws {
            func count(_ file: String) throws -> (types: Int, lines: Int) {
                let text = try String(
                    contentsOf: Workspace.file("Chapters/Chapter6/\(file)"), encoding: .utf8)
                let code = text.split(separator: "\n").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }.filter {
                    !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("import")
                        && !$0.hasPrefix("#")
                }
                let types = code.filter {
                    $0.hasPrefix("final class ") || $0.hasPrefix("class ")
                        || $0.hasPrefix("protocol ")
                }
                return (types.count, code.count)
            }
            let page = try String(
                contentsOf: Workspace.file("docs/chapter-6-screen-state.md"), encoding: .utf8)
            for file in [
                "OverloadedNews.swift", "NewsList.swift", "NewsItemModule.swift", "Search.swift",
            ] {
                let (types, lines) = try count(file)
                #expect(
                    page.contains("| `\(file)` | \(types) | \(lines) |"),
                    "\(file): \(types) types, \(lines) lines")
            }
        }
    }
}
