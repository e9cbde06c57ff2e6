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
    let screenCriteria = LaunchCriteria(postingDate: "2020-04-22", output: .table)
    print("Launch criteria: \(screenCriteria).")
    let onScreen = PostingsReport(criteria: screenCriteria, window: window)
    onScreen.run()
    guard let screen = onScreen.view as? PostingsTableVC else {
        fatalError("A table's criteria built a \(type(of: onScreen.view)), not a PostingsTableVC.")
    }
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
    let paperCriteria = LaunchCriteria(postingDate: "2020-04-22", output: .pdf)
    print("Launch criteria: \(paperCriteria).")
    let onPaper = PostingsReport(criteria: paperCriteria, window: window)
    onPaper.run()
}

/// What the user asks for when launching the report: a posting date, which is the model's,
/// and an output, which is the view's.
struct LaunchCriteria {
    enum Output: String {
        case table
        case pdf = "PDF"
    }

    let postingDate: String
    let output: Output
}

extension LaunchCriteria: CustomStringConvertible {
    var description: String { "posting date \(postingDate), output \(output.rawValue)" }
}

/// One line of the report.
struct Posting: Equatable {
    let order: String
    let amount: String
    let counterparty: String
    var isPaid = false

    /// The line both outputs print.
    var line: String { "\(order)  \(amount)  \(counterparty)" }
}

/// The report's data: the postings of one day. A refresh finds the one posted late.
final class PostingsModel: INotifyOnChanged {
    private static let counterparties = ["Acme", "Globex", "Initech", "Hooli"]

    let postingDate: String
    private(set) var postings: [Posting] = []
    private(set) var loads = 0

    init(postingDate: String) {
        self.postingDate = postingDate
    }

    func load() {
        loads += 1
        let count = loads == 1 ? 3 : 4
        let paid = Set(postings.filter(\.isPaid).map(\.order))
        postings = (1...count).map { number in
            let order = "Order #\(number)"
            return Posting(
                order: order, amount: "\(number * 40).00",
                counterparty: Self.counterparties[number - 1], isPaid: paid.contains(order))
        }
        changed.raise()
    }

    /// Pays the named orders: what the application does with the rows the user selected.
    func pay(_ orders: [String]) {
        for index in postings.indices where orders.contains(postings[index].order) {
            postings[index].isPaid = true
        }
        changed.raise()
    }
}

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
