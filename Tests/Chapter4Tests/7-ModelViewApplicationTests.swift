import Testing

@testable import Chapter4
@testable import MVVMKit

extension Chapter4Claims {
    @Suite("7. Model, view, application")
    struct ModelViewApplicationTests {
        static let window = UIWindow(frame: .zero)

        @Test("The launch criteria decide the view: a table screen, or a printed listing")
        func criteriaDecideTheView() {
            let table = PostingsReport(
                criteria: LaunchCriteria(postingDate: "2020-04-22", output: .table),
                window: Self.window)
            let pdf = PostingsReport(
                criteria: LaunchCriteria(postingDate: "2020-04-22", output: .pdf),
                window: Self.window)
            #expect(table.view is PostingsTableVC)
            #expect(pdf.view is PostingsPDFView)
        }

        @Test("The view shows the model's data: its context is the model")
        func viewBoundToTheModel() {
            let report = PostingsReport(
                criteria: LaunchCriteria(postingDate: "2020-04-22", output: .table),
                window: Self.window)
            report.model.load()
            #expect(report.view.context === report.model)
            let screen = report.view as? PostingsTableVC
            #expect(screen?.screenLines().contains("Order #3   120.00") == true)
        }

        @Test("The view's event reaches the application, which reloads the model")
        func viewEventReloadsTheModel() {
            let report = PostingsReport(
                criteria: LaunchCriteria(postingDate: "2020-04-22", output: .pdf),
                window: Self.window)
            report.model.load()
            #expect(report.model.postings.count == 3)
            report.view.refreshRequested.raise()
            #expect(report.model.postings.count == 4)
        }

        @Test(
            "The view never holds the application: once it is gone, the view's event reloads nothing"
        )
        func viewDoesNotHoldTheApplication() {
            weak var application: PostingsReport?
            let view: any IReportView
            let model: PostingsModel
            do {
                let report = PostingsReport(
                    criteria: LaunchCriteria(postingDate: "2020-04-22", output: .pdf),
                    window: Self.window)
                report.model.load()
                (application, view, model) = (report, report.view, report.model)
            }
            #expect(application == nil)
            view.refreshRequested.raise()
            #expect(model.postings.count == 3)
        }
    }
}
