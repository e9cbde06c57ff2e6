import ChapterRunner
import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The application of model–view–application: it reads the launch criteria, builds the model
/// and the view they ask for, listens to the view's events and binds the view to the model.
final class PostingsReport {
    let model: PostingsModel
    let view: any IReportView

    init(criteria: LaunchCriteria, window: UIWindow) {
        model = PostingsModel(postingDate: criteria.postingDate)
        switch criteria.output {
        case .table: view = PostingsTableVC(window: window)
        case .pdf: view = PostingsPDFView()
        }
        view.refreshRequested.subscribe(self) { this in this.model.load() }
        view.payRequested.subscribe(self) { this, orders in this.model.pay(orders) }
        view.context = model
    }

    func run() {
        model.load()
        view.show()
    }
}

/// The ABAP article's MVA: the same report, as a screen or as a printed listing.
func modelViewApplication(in window: UIWindow) {
    print("Launch criteria: posting date 2020-04-22, output table.")
    let onScreen = PostingsReport(
        criteria: LaunchCriteria(postingDate: "2020-04-22", output: .table), window: window)
    onScreen.run()
    guard let screen = onScreen.view as? PostingsTableVC else { return }
    screen.userPulledToRefresh()

    subheading("The view's state goes with its event: the checked rows")
    screen.userToggledCheck(rows: [0, 2])
    screen.userTappedPay()

    subheading("Logic that is the view's alone: the drill-down")
    let loadsBefore = onScreen.model.loads
    tapRow(1, on: screen)
    print(
        "The model was loaded \(loadsBefore) times before the tap, \(onScreen.model.loads) after.")

    subheading("The same report on paper")
    print("Launch criteria: posting date 2020-04-22, output PDF.")
    let onPaper = PostingsReport(
        criteria: LaunchCriteria(postingDate: "2020-04-22", output: .pdf), window: window)
    onPaper.run()
}
