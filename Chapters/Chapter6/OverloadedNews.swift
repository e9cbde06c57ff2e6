import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The seed's news list in MVVM, as it grew: its view model calls the service, formats what it
/// gets for display, and opens the next screens.
final class OverloadedNewsListVM: IPerRequest, INotifyOnChanged {
    private let news: NewsDesk
    private let navigation: NavigationService
    private var items: [NewsItem] = []
    private(set) var rows: [String] = []

    init(container: any IContainer, args: Void) {
        news = container.resolve()
        navigation = container.resolve()
    }

    func load() async {
        items = await news.latest()
        rows = items.map { "\($0.title), \(NewsDate.day($0.published))" }
        changed.raise()
    }

    func select(row: Int) {
        navigation.pushViewController(OverloadedNewsItemVC.self, args: items[row])
    }

    func searchTapped() {
        navigation.pushViewController(OverloadedSearchVC.self, args: ())
    }
}

/// The seed's news item: formatting in the view model.
final class OverloadedNewsItemVM: IPerRequest {
    typealias Arguments = NewsItem

    let lines: [String]

    init(container: any IContainer, args item: NewsItem) {
        lines = [item.title, "Published \(NewsDate.day(item.published))", item.text]
    }
}

/// The seed's search: the service call and the formatting, again in the view model.
final class OverloadedSearchVM: IPerRequest, INotifyOnChanged {
    private let news: NewsDesk
    private(set) var rows: [String] = []

    init(container: any IContainer, args: Void) {
        news = container.resolve()
    }

    func search(_ text: String) async {
        let found = await news.search(text)
        rows = found.isEmpty ? ["Nothing found for \"\(text)\""] : found.map(\.title)
        changed.raise()
    }
}

/// The three screens the overloaded view models drive: each shows lines and passes taps on.
final class OverloadedNewsListVC: LinesVC, IHaveViewModel {
    func viewModelChanged(_ viewModel: OverloadedNewsListVM) {
        show(viewModel.rows, title: "News")
    }

    override func tapped(row: Int) {
        viewModel?.select(row: row)
    }
}

final class OverloadedNewsItemVC: LinesVC, IHaveViewModel {
    func viewModelChanged(_ viewModel: OverloadedNewsItemVM) {
        show(viewModel.lines, title: "News")
    }
}

final class OverloadedSearchVC: LinesVC, IHaveViewModel {
    func viewModelChanged(_ viewModel: OverloadedSearchVM) {
        show(viewModel.rows, title: "Search")
    }
}
