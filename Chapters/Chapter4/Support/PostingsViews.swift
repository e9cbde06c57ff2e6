import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// What the application knows of a view: the events it raises, and the context it shows.
/// An event carries the view state the application needs to act, so the application never
/// reads the view.
protocol IReportView: AnyObject {
    var refreshRequested: Event<Void> { get }
    var payRequested: Event<[String]> { get }
    var context: PostingsModel? { get set }
    func show()
}

/// The table output: a screen that redraws whenever its context changes. Which rows are
/// checked, and the drill-down into a counterparty's card, are its own business.
final class PostingsTableVC: UIViewController, IReportView, UITableViewDataSource,
    UITableViewDelegate
{
    let refreshRequested = Event<Void>()
    let payRequested = Event<[String]>()
    private let window: UIWindow
    lazy var tableView = UITableView()
    private var checkedRows: Set<Int> = []

    var context: PostingsModel? {
        didSet {
            title = context.map { "Postings of \($0.postingDate)" }
            context?.changed.subscribe(self) { this in this.tableView.reloadData() }
        }
    }

    init(window: UIWindow) {
        self.window = window
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("PostingsTableVC is built by the application, with its window.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(cellType: PostingCell.self)
        view.addSubview(tableView)
    }

    func show() {
        window.rootViewController = UINavigationController(rootViewController: self)
    }

    /// Plays the user pulling the list down to refresh it.
    func userPulledToRefresh() {
        print("(the user pulls to refresh)")
        refreshRequested.raise()
    }

    /// Plays the user checking or unchecking rows: view state, which nobody else sees.
    func userToggledCheck(rows: [Int]) {
        let numbers = rows.map(String.init).joined(separator: " and ")
        print("(the user checks \(rows.count == 1 ? "row" : "rows") \(numbers))")
        checkedRows.formSymmetricDifference(rows)
        tableView.reloadData()
    }

    /// Plays the user tapping Pay: the checked rows go with the event, and are unchecked.
    func userTappedPay() {
        print("(the user taps Pay)")
        let orders = checkedRows.sorted().compactMap { context?.postings[$0].order }
        checkedRows = []
        payRequested.raise(orders)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        context?.postings.count ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: PostingCell = tableView.dequeueReusableCell(for: indexPath)
        if let posting = context?.postings[indexPath.row] {
            let check = checkedRows.contains(indexPath.row) ? "[x] " : ""
            var content = cell.defaultContentConfiguration()
            content.text = check + posting.line + (posting.isPaid ? "  paid" : "")
            cell.contentConfiguration = content
        }
        return cell
    }

    /// The article's drill-down: a tap opens the counterparty's card, and neither the
    /// application nor the model hears of it.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let posting = context?.postings[indexPath.row] else { return }
        navigationController?.pushViewController(
            CounterpartyCardVC(counterparty: posting.counterparty), animated: true)
    }
}

final class PostingCell: UITableViewCell, Reusable {}

/// A counterparty's card, opened by the report's view.
final class CounterpartyCardVC: UIViewController {
    private let counterparty: String

    init(counterparty: String) {
        self.counterparty = counterparty
        super.init(nibName: nil, bundle: nil)
        title = counterparty
    }

    required init?(coder: NSCoder) {
        fatalError("CounterpartyCardVC is opened by a report, with its counterparty.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = "Counterparty card: \(counterparty)"
        view.addSubview(label)
    }
}

/// The PDF output: a printed listing of its context, a one-off. It raises no event: a
/// listing on paper has no rows to check and nothing to pull.
final class PostingsPDFView: IReportView {
    let refreshRequested = Event<Void>()
    let payRequested = Event<[String]>()
    var context: PostingsModel?

    func show() {
        guard let context else { return }
        print("%PDF  Postings of \(context.postingDate)")
        for posting in context.postings {
            print("      \(posting.line)")
        }
        print("%%EOF")
    }
}
