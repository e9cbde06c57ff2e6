import Foundation
import TestSupport
import Testing

@testable import Chapter4
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter4Claims {
    @Suite("7. Model, view, application")
    struct ModelViewApplicationTests {
        @Test("The launch criteria decide the view: a table screen, or a printed listing")
        func criteriaDecideTheView() async {
            await onScreen { window in
                let table = report(.table, in: window)
                let pdf = report(.pdf, in: window)
                #expect(table.view is PostingsTableVC)
                #expect(pdf.view is PostingsPDFView)
            }
        }

        @Test("The view shows the model's data: its context is the model")
        func viewBoundToTheModel() async {
            await onScreen { window in
                let report = report(.table, in: window)
                report.model.load()
                #expect(report.view.context === report.model)
                let screen = report.view as? PostingsTableVC
                #expect(screen?.screenLines().contains("Order #3  120.00  Initech") == true)
            }
        }

        @Test("The view's event reaches the application, which reloads the model")
        func viewEventReloadsTheModel() async {
            await onScreen { window in
                let report = report(.pdf, in: window)
                report.model.load()
                #expect(report.model.postings.count == 3)
                report.view.refreshRequested.raise()
                #expect(report.model.postings.count == 4)
            }
        }

        @Test(
            "The view never holds the application: once it is gone, the view's event reloads nothing"
        )
        func viewDoesNotHoldTheApplication() async {
            await onScreen { window in
                weak var application: PostingsReport?
                let view: any IReportView
                let model: PostingsModel
                do {
                    let report = report(.pdf, in: window)
                    report.model.load()
                    (application, view, model) = (report, report.view, report.model)
                }
                #expect(application == nil)
                view.refreshRequested.raise()
                #expect(model.postings.count == 3)
            }
        }

        @Test(
            "The checked rows reach the application with the view's event, and the model pays them")
        func checkedRowsTravelWithTheEvent() async throws {
            try await onScreen { window in
                let report = report(.table, in: window)
                report.run()
                let screen = try #require(report.view as? PostingsTableVC)
                screen.userToggledCheck(rows: [0, 2])
                var heard: [[String]] = []
                report.view.payRequested.subscribe(screen) { _, orders in heard.append(orders) }
                screen.userTappedPay()
                #expect(heard == [["Order #1", "Order #3"]])
                #expect(report.model.postings.map(\.isPaid) == [true, false, true])
                #expect(screen.screenLines().contains("Order #1  40.00  Acme  paid"))
            }
        }

        @Test(
            "A tap on a posting opens its counterparty's card; the application and the model hear nothing"
        )
        func drillDownIsTheViewsAlone() async throws {
            try await onScreen { window in
                let report = report(.table, in: window)
                report.run()
                let screen = try #require(report.view as? PostingsTableVC)
                var raised = 0
                report.view.refreshRequested.subscribe(screen) { _ in raised += 1 }
                report.view.payRequested.subscribe(screen) { _, _ in raised += 1 }
                let postingsBefore = report.model.postings
                screen.tableView.userTaps(rowAt: IndexPath(row: 1, section: 0))
                let card = screen.navigationController?.topViewController
                #expect(card is CounterpartyCardVC && card?.title == "Globex")
                #expect(raised == 0)
                #expect(report.model.loads == 1 && report.model.postings == postingsBefore)
            }
        }

        /// The article's report for 22 April 2020, shown in `window` as `output` says.
        private func report(_ output: LaunchCriteria.Output, in window: UIWindow) -> PostingsReport
        {
            PostingsReport(
                criteria: LaunchCriteria(postingDate: "2020-04-22", output: output), window: window)
        }
    }
}
