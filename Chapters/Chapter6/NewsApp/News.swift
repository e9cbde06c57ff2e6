import Foundation
import MVVMKit

/// A piece of news, as the news service sends it.
struct NewsItem: Hashable {
    let id: Int
    let title: String
    let text: String
    let published: Date
}

/// Where the news comes from. A protocol, so that an interactor can be tested with a fake.
@MainActor
protocol NewsService: AnyObject {
    func latest() async -> [NewsItem]
    func search(_ text: String) async -> [NewsItem]
}

/// The app's news service: four pieces of news with the article's dates, the same on every
/// run.
final class NewsDesk: NewsService, ISingleton {
    private let news = [
        NewsItem(
            id: 1, title: "Swift 6 ships", text: "Data races become compile errors.",
            published: Date(timeIntervalSince1970: 1_726_444_800)),
        NewsItem(
            id: 2, title: "SwiftUI turns five", text: "Views are still structs.",
            published: Date(timeIntervalSince1970: 1_717_977_600)),
        NewsItem(
            id: 3, title: "UIKit stays", text: "Half the apps you use are built on it.",
            published: Date(timeIntervalSince1970: 1_717_891_200)),
        NewsItem(
            id: 4, title: "Swift on servers", text: "The same language, on Linux.",
            published: Date(timeIntervalSince1970: 1_704_067_200)),
    ]

    init(container: any IContainer, args: Void) {}

    func latest() async -> [NewsItem] {
        news
    }

    func search(_ text: String) async -> [NewsItem] {
        news.filter { $0.title.localizedStandardContains(text) }
    }
}

/// How the app shows a date: the same in every time zone and locale.
enum NewsDate {
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMM yyyy"
        return formatter
    }()

    static func day(_ date: Date) -> String {
        formatter.string(from: date)
    }
}
