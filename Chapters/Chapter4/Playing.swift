import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// `swift run Chapter4 --play`: the postings report on screen, with its model, its view and
/// the application that joins them.
enum Playing {
    private static var report: PostingsReport?

    static func setUp(in window: UIWindow) {
        let report = PostingsReport(
            criteria: LaunchCriteria(postingDate: "2020-04-22", output: .table), window: window)
        report.run()
        self.report = report
    }

    static let commands = [
        Playground.Command(
            "refresh", help: "pull to refresh: the view raises refreshRequested"
        ) { _ in
            guard let view = report?.view as? PostingsTableVC else {
                return "There is no postings screen."
            }
            view.userPulledToRefresh()
            return nil
        }
    ]
}
