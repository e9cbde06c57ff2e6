import MVVMKit

#if canImport(UIKit)
import SwiftUI
#endif

// The news app in SwiftUI, split: the interactor talks to the service, the presenter turns
// results into display data and fills the model, the model holds display data and reports its
// loads, emptiness and errors to the kit's container (`ScreenStateReporting`), the view shows
// the model and passes the user's wishes to its interactor, and the router builds each module
// and says which screen a link opens.

/// The split modules. (The UIKit port's, in `NewsList.swift`, `NewsItemModule.swift` and
/// `Search.swift`, keep the interactors', presenters' and router's names outside this
/// namespace; their models are view models, `...VM`, and their views controllers, `...VC`.)
enum Split {
    /// The list's model: display data, and the container it reports to.
    final class NewsListModel: ObservableObject, ScreenStateReporting {
        @Published private(set) var rows: [String] = []
        weak var stateListener: (any ScreenStateListener)?

        func display(rows: [String]) {
            self.rows = rows
        }
    }

    /// Turns what the interactor found into rows, and loading and emptiness into the container's
    /// terms.
    final class NewsListPresenter {
        private weak var model: NewsListModel?

        init(model: NewsListModel) {
            self.model = model
        }

        func presentLoading(_ isLoading: Bool) {
            if isLoading {
                model?.stateListener?.beginLoading()
            } else {
                model?.stateListener?.endLoading()
            }
        }

        func present(_ items: [NewsItem]) {
            model?.display(rows: items.map { "\($0.title), \(NewsDate.day($0.published))" })
            model?.stateListener?.showEmpty(items.isEmpty)
        }
    }

    /// Talks to the news service, and keeps what it found for the links.
    final class NewsListInteractor {
        private let news: any NewsService
        private let presenter: NewsListPresenter
        private(set) var items: [NewsItem] = []

        init(news: any NewsService, presenter: NewsListPresenter) {
            self.news = news
            self.presenter = presenter
        }

        func load() async {
            presenter.presentLoading(true)
            items = await news.latest()
            presenter.present(items)
            presenter.presentLoading(false)
        }
    }

    /// The list's view: the model's rows, each a link to the item it shows, by value; the
    /// router builds the screen when the link is followed.
    struct NewsListView: View {
        @ObservedObject var model: NewsListModel
        let interactor: NewsListInteractor

        var body: some View {
            List(model.rows.indices, id: \.self) { row in
                NavigationLink(model.rows[row], value: NewsRoute.item(interactor.items[row]))
            }
            NavigationLink("Search", value: NewsRoute.search)
                .navigationTitle("News")
        }
    }

    /// A piece of news: no service to call, so no interactor; its presenter fills the article's
    /// `NewsItemModel`, and `NewsItemContentView` shows it.
    final class NewsItemPresenter {
        private weak var model: NewsItemModel?

        init(model: NewsItemModel) {
            self.model = model
        }

        func present(_ item: NewsItem) {
            model?.title = item.title
            model?.description = item.text
            model?.image = "news-\(item.id).jpg"
            model?.dateFormatted = NewsDate.day(item.published)
        }
    }

    /// Search's model, presenter, interactor and view. The model reports its loads and errors
    /// to the kit's container.
    final class SearchModel: ObservableObject, ScreenStateReporting {
        @Published private(set) var rows: [String] = []
        weak var stateListener: (any ScreenStateListener)?

        func display(rows: [String]) {
            self.rows = rows
        }
    }

    final class SearchPresenter {
        private weak var model: SearchModel?

        init(model: SearchModel) {
            self.model = model
        }

        func presentLoading(_ isLoading: Bool) {
            if isLoading {
                model?.stateListener?.beginLoading()
            } else {
                model?.stateListener?.endLoading()
            }
        }

        func present(_ found: [NewsItem], for text: String) {
            model?.display(
                rows: found.isEmpty ? ["Nothing found for \"\(text)\""] : found.map(\.title))
        }

        func presentError(_ message: String) {
            model?.stateListener?.showError(message)
        }
    }

    final class SearchInteractor {
        private let news: any NewsService
        private let presenter: SearchPresenter

        init(news: any NewsService, presenter: SearchPresenter) {
            self.news = news
            self.presenter = presenter
        }

        /// Searches for `text`; with no words there is nothing to ask, which the user is told.
        func search(_ text: String) async {
            guard !text.isEmpty else {
                presenter.presentError("Type a word to search for.")
                return
            }
            presenter.presentLoading(true)
            presenter.present(await news.search(text), for: text)
            presenter.presentLoading(false)
        }
    }

    /// Search: a button sets the words, and the search runs in the view's `.task`, which
    /// starts again whenever the words change.
    struct SearchView: View {
        @ObservedObject var model: SearchModel
        let interactor: SearchInteractor
        @State private var words: String?

        var body: some View {
            VStack {
                ForEach(model.rows, id: \.self) { Text($0) }
                Button("Find \"ui\"") { words = "ui" }
                Button("Find \"\"") { words = "" }
            }
            .navigationTitle("Search")
            .task(id: words) {
                if let words {
                    await interactor.search(words)
                }
            }
        }
    }

    /// Navigation and configuration: the one place a module is put together, so no view or model
    /// builds another; and which screen a link's value opens, decided when it is pushed.
    final class NewsRouter {
        private let news: any NewsService

        init(news: any NewsService) {
            self.news = news
        }

        func listModule() -> NewsListModule {
            let model = NewsListModel()
            let interactor = NewsListInteractor(
                news: news, presenter: NewsListPresenter(model: model))
            return NewsListModule(model: model, interactor: interactor)
        }

        /// The screen a route opens. Each keeps the module the router makes for it in
        /// `@StateObject`, so a redraw of the stack does not make it again.
        @ViewBuilder
        func screen(for route: NewsRoute) -> some View {
            switch route {
            case .item(let item): NewsItemScreen(router: self, item: item)
            case .search: SearchScreen(router: self)
            }
        }

        func itemModule(for item: NewsItem) -> NewsItemModule {
            let module = NewsItemModule()
            NewsItemPresenter(model: module.model).present(item)
            return module
        }

        func searchModule() -> SearchModule {
            let model = SearchModel()
            let interactor = SearchInteractor(news: news, presenter: SearchPresenter(model: model))
            return SearchModule(model: model, interactor: interactor)
        }
    }
}
