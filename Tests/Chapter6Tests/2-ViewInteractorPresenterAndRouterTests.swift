import ChapterRunner
import Foundation
import TestSupport
import Testing

@testable import Chapter6
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

/// A container for tests: what the content's model reported to it.
final class RecordingContainer: ScreenStateListener {
    private(set) var calls: [String] = []

    func showError(_ message: String) { calls.append("error \(message)") }
    func beginLoading() { calls.append("loading") }
    func endLoading() { calls.append("loaded") }
    func showEmpty(_ isEmpty: Bool) { calls.append("empty \(isEmpty)") }
}

extension Chapter6Claims {
    @Suite("2. View, interactor, presenter and router")
    struct SplitTests {
        @Test(
            "The interactor asks the service; the presenter fills the model and tells the container"
        )
        func interactorAndPresenter() async {
            let model = Split.NewsListModel()
            let container = RecordingContainer()
            model.stateListener = container
            let interactor = Split.NewsListInteractor(
                news: FakeNews([oneItem]), presenter: Split.NewsListPresenter(model: model))
            await interactor.load()
            #expect(model.rows == ["Tests pass, 1 Jan 1970"])
            #expect(interactor.items == [oneItem])
            #expect(container.calls == ["loading", "empty false", "loaded"])
        }

        @Test("The presenter fills the article's item model; search words an empty result")
        func presentersAlone() async {
            let item = NewsItemModel()
            Split.NewsItemPresenter(model: item).present(oneItem)
            #expect(item.title == "Tests pass" && item.image == "news-9.jpg")
            let found = Split.SearchModel()
            let search = Split.SearchInteractor(
                news: FakeNews([oneItem]), presenter: Split.SearchPresenter(model: found))
            await search.search("nothing")
            #expect(found.rows == ["Nothing found for \"nothing\""])
        }

        @Test("The router puts every module together: the view is given its interactor")
        func routerAssembles() async {
            let router = Split.NewsRouter(news: FakeNews([oneItem]))
            let list = router.listModule()
            await list.interactor.load()
            #expect(list.model.rows == ["Tests pass, 1 Jan 1970"])
            #expect(router.itemModule(for: oneItem).model.title == "Tests pass")
            let screen = UIHostingController(
                rootView: NavigationStack {
                    Split.NewsListView(model: list.model, interactor: list.interactor)
                })
            #expect(screen.buttonTitles == ["Tests pass, 1 Jan 1970", "Search"])
        }

        @Test("The list loads in its own task, and reports to the kit's container around it")
        func listLoadsInItsTask() async {
            let router = Split.NewsRouter(news: FakeNews([oneItem]))
            let list = router.listModule()
            let screen = UIHostingController(rootView: Split.NewsStack(router: router, list: list))
            _ = screen.contentLines()
            #expect(list.model.stateListener is ContainerState)
            await waitUntil("the list's task to load it") { !list.model.rows.isEmpty }
            #expect(list.model.rows == ["Tests pass, 1 Jan 1970"])
        }

        @Test("A link pushes its route by value; the router builds the screen when it is pushed")
        func linksPushValues() async {
            let router = Split.NewsRouter(news: FakeNews([oneItem]))
            let list = router.listModule()
            let screen = UIHostingController(rootView: Split.NewsStack(router: router, list: list))
            _ = screen.contentLines()
            await waitUntil("the list's task to load it") { !list.model.rows.isEmpty }
            #expect(screen.tap("Tests pass, 1 Jan 1970") == nil)
            #expect(screen.contentLines().contains("Published 1 Jan 1970"))
            #expect(screen.goBack() == nil)
            #expect(screen.tap("Search") == nil)
            #expect(screen.buttonTitles.contains("Find \"ui\""))
        }

        @Test("A pushed screen keeps the module it made when the stack redraws")
        func pushedScreenKeepsItsModule() async {
            let router = Split.NewsRouter(news: FakeNews([oneItem]))
            let headline = Headline()
            let screen = UIHostingController(
                rootView: StackUnderAHeadline(
                    headline: headline, router: router, list: router.listModule()))
            _ = screen.contentLines()
            _ = screen.tap("Search")
            let found = "Nothing found for \"ui\""
            _ = screen.tap("Find \"ui\"")
            await waitUntil("the search to answer") { screen.contentLines().contains(found) }
            headline.text = "Later"  // the stack's root changes: the stack runs its body again
            #expect(screen.contentLines().contains(found), "\(screen.contentLines())")
        }

        @Test("What moved where costs types and lines; the page counts them as the sources do")
        func typesAndLinesCounted() throws {
            /// The types of a file and their lines of code: comments, imports and the section's
            /// own function, which plays the app, left out.
            func count(_ file: String) throws -> (types: Int, lines: Int) {
                let text = try String(
                    contentsOf: Workspace.file("Chapters/Chapter6/\(file)"), encoding: .utf8)
                var inFunction = false
                let declared = text.split(separator: "\n").filter { line in
                    if line.hasPrefix("func ") { inFunction = true }
                    defer { if line == "}" { inFunction = false } }
                    return !inFunction
                }
                let code = declared.map {
                    $0.trimmingCharacters(in: .whitespaces)
                }.filter {
                    !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("import")
                        && !$0.hasPrefix("#")
                }
                let types = code.filter {
                    $0.hasPrefix("final class ") || $0.hasPrefix("class ")
                        || $0.hasPrefix("struct ")
                        || $0.hasPrefix("protocol ")
                }
                return (types.count, code.count)
            }
            let page = try String(
                contentsOf: Workspace.file("docs/chapter-6-screen-state.md"), encoding: .utf8)
            for file in ["1-AnOverloadedViewModel.swift", "NewsApp/SplitNews.swift"] {
                let (types, lines) = try count(file)
                #expect(
                    page.contains(
                        "| `\(file.split(separator: "/").last!)` | \(types) | \(lines) |"),
                    "\(file): \(types) types, \(lines) lines")
            }
        }
    }
}

/// The news stack under a headline that changes: its parent runs its body again.
struct StackUnderAHeadline: View {
    let headline: Headline
    let router: Split.NewsRouter
    let list: Split.NewsListModule

    var body: some View {
        VStack {
            Text(headline.text)
            Split.NewsStack(router: router, list: list)
        }
    }
}
