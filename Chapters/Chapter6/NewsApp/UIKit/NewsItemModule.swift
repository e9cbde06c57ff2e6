import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// A piece of news, split: it has no service to call, so no interactor; the presenter formats,
// the view model holds the lines, the view shows them.

/// What the item's presenter fills.
@MainActor
protocol NewsItemDisplay: AnyObject {
    func display(lines: [String])
}

final class NewsItemPresenter {
    private weak var display: (any NewsItemDisplay)?

    init(display: any NewsItemDisplay) {
        self.display = display
    }

    func present(_ item: NewsItem) {
        display?.display(lines: [
            item.title, "Published \(NewsDate.day(item.published))", item.text,
        ])
    }
}

final class NewsItemVM: IPerRequest, NewsItemDisplay {
    typealias Arguments = NewsItem

    private(set) var lines: [String] = []

    init(container: any IContainer, args item: NewsItem) {
        NewsItemPresenter(display: self).present(item)
    }

    func display(lines: [String]) {
        self.lines = lines
    }
}

final class NewsItemVC: LinesVC, IHaveViewModel {
    func viewModelChanged(_ viewModel: NewsItemVM) {
        show(viewModel.lines, title: "News")
    }
}
