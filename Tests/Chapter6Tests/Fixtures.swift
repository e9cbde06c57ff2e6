import Foundation

@testable import Chapter6
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

/// A folder of its own for one test, under the temporary directory; removed after.
func withFolder<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("chapter6-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}

let sampleConfig = Config(greeting: "Hello", ordersPerPage: 20)

/// A view model that reports nothing by itself; the tests drive its container directly.
final class SilentModel: ScreenStateReporting {
    weak var stateListener: (any ScreenStateListener)?
}

/// Chapter 3's way to test a router: a navigation service that records instead of pushing.
final class RecordingNavigation: NavigationService {
    private(set) var pushed: [String] = []

    override func pushViewController<VC: UIViewController & IHaveViewModel>(
        _ viewController: VC.Type, args: VC.ViewModel.Arguments
    ) where VC.ViewModel: IResolvable {
        pushed.append("\(VC.self)")
    }
}

/// A news service for tests: the items it is given, and the searches it was asked.
final class FakeNews: NewsService {
    let items: [NewsItem]
    private(set) var searches: [String] = []

    init(_ items: [NewsItem]) {
        self.items = items
    }

    func latest() async -> [NewsItem] {
        items
    }

    func search(_ text: String) async -> [NewsItem] {
        searches.append(text)
        return items.filter { $0.title.contains(text) }
    }
}

let oneItem = NewsItem(
    id: 9, title: "Tests pass", text: "All of them.", published: Date(timeIntervalSince1970: 0))
