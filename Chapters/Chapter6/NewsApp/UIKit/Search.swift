import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// News search, split: the interactor asks the service, the presenter words the result, the
// list's router opens what is picked.

@MainActor
protocol SearchDisplay: AnyObject {
    func display(rows: [String])
}

final class SearchInteractor {
    private let news: any NewsService
    private let presenter: SearchPresenter
    private let router: NewsRouter
    private var found: [NewsItem] = []

    init(news: any NewsService, presenter: SearchPresenter, router: NewsRouter) {
        self.news = news
        self.presenter = presenter
        self.router = router
    }

    func search(_ text: String) async {
        found = await news.search(text)
        presenter.present(found, for: text)
    }

    func select(row: Int) {
        guard found.indices.contains(row) else { return }
        router.showItem(found[row])
    }
}

final class SearchPresenter {
    private weak var display: (any SearchDisplay)?

    init(display: any SearchDisplay) {
        self.display = display
    }

    func present(_ found: [NewsItem], for text: String) {
        display?.display(
            rows: found.isEmpty ? ["Nothing found for \"\(text)\""] : found.map(\.title))
    }
}

final class SearchVM: IPerRequest, INotifyOnChanged, SearchDisplay {
    private(set) var rows: [String] = []
    private(set) var interactor: SearchInteractor?

    init(container: any IContainer, args: Void) {
        interactor = SearchInteractor(
            news: container.resolve() as NewsDesk, presenter: SearchPresenter(display: self),
            router: NewsRouter(navigation: container.resolve()))
    }

    func display(rows: [String]) {
        self.rows = rows
        changed.raise()
    }
}

final class SearchVC: LinesVC, IHaveViewModel {
    func viewModelChanged(_ viewModel: SearchVM) {
        show(viewModel.rows, title: "Search")
    }

    override func tapped(row: Int) {
        viewModel?.interactor?.select(row: row)
    }
}
