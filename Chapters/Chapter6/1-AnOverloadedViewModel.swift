import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "An overloaded view model": the article's news app in SwiftUI's MVVM, each view model
/// calling the service and formatting, each view building the screens it opens.
func anOverloadedViewModel(in window: UIWindow) async {
    let news = NewsDesk(container: Container(), args: ())
    let model = OverloadedNewsListModel(news: news)
    await model.load()
    let screen = UIHostingController(
        rootView: NavigationStack { OverloadedNewsListView(model: model, news: news) })
    window.rootViewController = screen
    tapButton("Swift 6 ships, 16 Sep 2024", on: screen)
    goBack(on: screen)
    await printScreen(.inABox) {
        tapButton("Search", on: screen)
        await waitForTheViewsTasks()
        tapButton("Find \"swift\"", on: screen)
        await waitForTheViewsTasks()
    }
}

// The article's news app in SwiftUI's MVVM, as it grew: each module is an ObservableObject
// view model, bound to its view with @ObservedObject, that calls the service, formats what
// it gets, and a view that builds the next screens itself.

/// The article's model of a piece of news: every property the view shows, `@Published`.
final class NewsItemModel: ObservableObject {
    @Published var title: String = ""
    @Published var description: String = ""
    @Published var image: String = ""
    @Published var dateFormatted: String = ""

    /// The overloaded way: the model formats the item itself.
    func show(_ item: NewsItem) {
        title = item.title
        description = item.text
        image = "news-\(item.id).jpg"
        dateFormatted = NewsDate.day(item.published)
    }
}

/// The article's view of a piece of news, bound to its model.
struct NewsItemContentView: View {
    @ObservedObject var model: NewsItemModel

    init(model: NewsItemModel) {
        self.model = model
    }

    var body: some View {
        VStack {
            Text(model.title)
            Text("Published \(model.dateFormatted)")
            Text(model.description)
            Text("[image: \(model.image)]")
        }
        .navigationTitle("News")
    }
}

/// The list's view model: it calls the service and formats the rows.
final class OverloadedNewsListModel: ObservableObject {
    private let news: any NewsService
    @Published private(set) var items: [NewsItem] = []
    @Published private(set) var rows: [String] = []

    init(news: any NewsService) {
        self.news = news
    }

    func load() async {
        items = await news.latest()
        rows = items.map { "\($0.title), \(NewsDate.day($0.published))" }
    }

    /// The model of the screen a row opens, made here too.
    func itemModel(at row: Int) -> NewsItemModel {
        let model = NewsItemModel()
        model.show(items[row])
        return model
    }
}

/// The list: its rows open the next screens, which it builds itself.
struct OverloadedNewsListView: View {
    @ObservedObject var model: OverloadedNewsListModel
    let news: any NewsService

    var body: some View {
        List(model.rows.indices, id: \.self) { row in
            NavigationLink(model.rows[row]) {
                NewsItemContentView(model: model.itemModel(at: row))
            }
        }
        NavigationLink("Search") {
            OverloadedSearchView(news: news)
        }
        .navigationTitle("News")
    }
}

/// Search, whose view model asks the service and words the result.
final class OverloadedSearchModel: ObservableObject {
    private let news: any NewsService
    @Published private(set) var rows: [String] = []

    init(news: any NewsService) {
        self.news = news
    }

    func search(_ text: String) async {
        let found = await news.search(text)
        rows = found.isEmpty ? ["Nothing found for \"\(text)\""] : found.map(\.title)
    }
}

/// Search makes its own view model, and keeps it in `@StateObject`: made once per screen,
/// however often the list that links to it redraws. A button sets the words; the search runs
/// in the view's `.task`.
struct OverloadedSearchView: View {
    @StateObject private var model: OverloadedSearchModel
    @State private var words: String?

    init(news: any NewsService) {
        _model = StateObject(wrappedValue: OverloadedSearchModel(news: news))
    }

    var body: some View {
        VStack {
            ForEach(model.rows, id: \.self) { Text($0) }
            Button("Find \"swift\"") { words = "swift" }
        }
        .navigationTitle("Search")
        .task(id: words) {
            if let words {
                await model.search(words)
            }
        }
    }
}
