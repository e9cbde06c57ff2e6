import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// The news list split into View, Interactor, Presenter and Router, with a view model that
// holds display data and nothing else.

/// What the presenter fills: the view model's face, so that a test can stand a fake in.
@MainActor
protocol NewsListDisplay: AnyObject {
    func display(rows: [String])
}

/// What the interactor hands its results to.
@MainActor
protocol NewsListPresenting: AnyObject {
    func presentLoading(_ isLoading: Bool)
    func present(_ items: [NewsItem])
}

/// Talks to the business service, and to the router when the user picks something.
final class NewsListInteractor {
    private let news: any NewsService
    private let presenter: any NewsListPresenting
    private let router: NewsRouter
    private var items: [NewsItem] = []

    init(news: any NewsService, presenter: any NewsListPresenting, router: NewsRouter) {
        self.news = news
        self.presenter = presenter
        self.router = router
    }

    func load() async {
        presenter.presentLoading(true)
        items = await news.latest()
        presenter.present(items)
        presenter.presentLoading(false)
    }

    func select(row: Int) {
        router.showItem(items[row])
    }

    func searchTapped() {
        router.showSearch()
    }
}

/// Turns results into what the screen shows, and fills the view model with it.
final class NewsListPresenter: NewsListPresenting {
    private weak var display: (any NewsListDisplay & ScreenStateReporting)?

    init(display: any NewsListDisplay & ScreenStateReporting) {
        self.display = display
    }

    func presentLoading(_ isLoading: Bool) {
        if isLoading {
            display?.stateListener?.beginLoading()
        } else {
            display?.stateListener?.endLoading()
        }
    }

    func present(_ items: [NewsItem]) {
        display?.display(rows: items.map { "\($0.title), \(NewsDate.day($0.published))" })
        display?.stateListener?.showEmpty(items.isEmpty)
    }
}

/// Navigation and configuration, out of the view: which screen opens, built how.
final class NewsRouter {
    private let navigation: NavigationService

    init(navigation: NavigationService) {
        self.navigation = navigation
    }

    func showItem(_ item: NewsItem) {
        navigation.pushViewController(NewsItemVC.self, args: item)
    }

    func showSearch() {
        navigation.pushViewController(SearchVC.self, args: ())
    }
}

/// The view model the screen is bound to: display data. Chapter 3's routers build it with the
/// container, so its initializer is where the module is put together.
final class NewsListVM: IPerRequest, INotifyOnChanged, NewsListDisplay, ScreenStateReporting {
    weak var stateListener: (any ScreenStateListener)?
    private(set) var rows: [String] = []
    private(set) var interactor: NewsListInteractor?

    init(container: any IContainer, args: Void) {
        interactor = NewsListInteractor(
            news: container.resolve() as NewsDesk, presenter: NewsListPresenter(display: self),
            router: NewsRouter(navigation: container.resolve()))
    }

    func display(rows: [String]) {
        self.rows = rows
        changed.raise()
    }
}

/// The view: it shows the rows and passes the user's taps to the interactor.
final class NewsListVC: LinesVC, IHaveViewModel, ContainedScreen {
    var screenModel: (any ScreenStateReporting)? { viewModel }

    func viewModelChanged(_ viewModel: NewsListVM) {
        show(viewModel.rows, title: "News")
    }

    override func tapped(row: Int) {
        viewModel?.interactor?.select(row: row)
    }
}
