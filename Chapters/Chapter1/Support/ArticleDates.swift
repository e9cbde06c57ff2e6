import Foundation

/// The moments the article's own console output was printed. Using them instead of `Date()`
/// keeps the transcript the same on every run.
enum ArticleDates {
    static let example = Date(timeIntervalSince1970: 1_587_577_309)  // 2020-04-22 17:41:49 UTC
    static let propertyWrapper = Date(timeIntervalSince1970: 1_587_667_656)  // 2020-04-23 18:47:36
    static let containerMock = Date(timeIntervalSince1970: 1_587_750_460)  // 2020-04-24 17:47:40
}
