import MVVMKit

#if canImport(UIKit)
import SwiftUI
#endif

// How the split news app navigates, as iOS 17 writes it: a link pushes a value, the stack's
// path keeps it, and the router decides the screen when it is pushed. The item and search
// screens own their modules and show them in the kit's container.

/// Where a link in the news app leads.
enum NewsRoute: Hashable {
    case item(NewsItem)
    case search
}

extension Split {
    /// The app's navigation stack: the list first, then a screen per route in `path`, each put
    /// together by the router.
    struct NewsStack: View {
        @State private var path: [NewsRoute] = []
        let router: NewsRouter
        /// The list's module, made by the router and handed over: a plain `let`, since the
        /// caller keeps it.
        let list: NewsListModule

        var body: some View {
            NavigationStack(path: $path) {
                NewsListScreen(module: list)
                    .navigationDestination(for: NewsRoute.self) { router.screen(for: $0) }
            }
        }
    }

    /// The list's module: its model and its interactor.
    final class NewsListModule {
        let model: NewsListModel
        let interactor: NewsListInteractor

        init(model: NewsListModel, interactor: NewsListInteractor) {
            self.model = model
            self.interactor = interactor
        }
    }

    /// The list in the kit's container, which shows its loads; it loads in its `.task`.
    struct NewsListScreen: View {
        let module: NewsListModule

        var body: some View {
            ScreenContainer(reporting: module.model) {
                NewsListView(model: module.model, interactor: module.interactor)
                    .task { await module.interactor.load() }
            }
        }
    }

    /// The item screen's module: the article's item model, filled by the presenter.
    final class NewsItemModule: ObservableObject, ScreenStateReporting {
        let model = NewsItemModel()
        weak var stateListener: (any ScreenStateListener)?
    }

    /// The search screen's module: its model and its interactor.
    final class SearchModule: ObservableObject {
        let model: SearchModel
        let interactor: SearchInteractor

        init(model: SearchModel, interactor: SearchInteractor) {
            self.model = model
            self.interactor = interactor
        }
    }

    /// A piece of news in the kit's container. It makes its module once, and keeps it.
    struct NewsItemScreen: View {
        @StateObject private var module: NewsItemModule

        init(router: NewsRouter, item: NewsItem) {
            _module = StateObject(wrappedValue: router.itemModule(for: item))
        }

        var body: some View {
            ScreenContainer(reporting: module) { NewsItemContentView(model: module.model) }
        }
    }

    /// Search in the kit's container, which shows its loads and its errors.
    struct SearchScreen: View {
        @StateObject private var module: SearchModule

        init(router: NewsRouter) {
            _module = StateObject(wrappedValue: router.searchModule())
        }

        var body: some View {
            ScreenContainer(reporting: module.model) {
                SearchView(model: module.model, interactor: module.interactor)
            }
        }
    }
}
