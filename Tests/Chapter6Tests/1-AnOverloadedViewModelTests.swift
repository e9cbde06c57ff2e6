import Testing

@testable import Chapter6
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter6Claims {
    @Suite("1. An overloaded view model")
    struct OverloadedTests {
        @Test("One view model calls the service and formats; its view builds the next screens")
        func oneTypeDoesItAll() async {
            let news = FakeNews([oneItem])
            let model = OverloadedNewsListModel(news: news)
            await model.load()
            #expect(model.rows == ["Tests pass, 1 Jan 1970"])
            let item = model.itemModel(at: 0)
            #expect(item.dateFormatted == "1 Jan 1970" && item.title == "Tests pass")
            let screen = UIHostingController(
                rootView: NavigationStack { OverloadedNewsListView(model: model, news: news) })
            #expect(screen.buttonTitles == ["Tests pass, 1 Jan 1970", "Search"])
            #expect(screen.tap("Tests pass, 1 Jan 1970") == nil)
            #expect(screen.contentLines().prefix(2) == ["Tests pass", "Published 1 Jan 1970"])
        }

        @Test("The article's item view shows each property of its model, and redraws with it")
        func itemViewShowsItsModel() {
            let model = NewsItemModel()
            let screen = UIHostingController(rootView: NewsItemContentView(model: model))
            #expect(screen.contentLines().first == "")
            model.show(oneItem)
            #expect(
                screen.contentLines() == [
                    "Tests pass", "Published 1 Jan 1970", "All of them.", "[image: news-9.jpg]",
                ])
        }
    }
}
