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

    private static var screen: PostingsTableVC? { report?.view as? PostingsTableVC }
    private static let noScreen = "There is no postings screen."

    static let commands = [
        Playground.Command(
            "refresh", help: "pull to refresh: the view raises refreshRequested"
        ) { _ in
            screen?.userPulledToRefresh()
            return screen == nil ? noScreen : nil
        },
        Playground.Command(
            "check", usage: "check N", help: "check or uncheck row N: the view's own state"
        ) { arguments in
            guard let row = Playground.number(in: arguments) else {
                return "Type a row number: check 0."
            }
            guard let view = screen, let model = report?.model else { return noScreen }
            guard model.postings.indices.contains(row) else {
                return
                    "There is no row \(row); the report has rows 0 to \(model.postings.count - 1)."
            }
            view.userToggledCheck(rows: [row])
            return nil
        },
        Playground.Command(
            "pay", help: "tap Pay: the view raises payRequested with the checked orders"
        ) { _ in
            screen?.userTappedPay()
            return screen == nil ? noScreen : nil
        },
    ]
}
