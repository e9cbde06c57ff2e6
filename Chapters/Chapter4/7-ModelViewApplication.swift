import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// What the user asks for when launching the report: a posting date, which is the model's,
/// and an output, which is the view's.
struct LaunchCriteria {
    enum Output {
        case table, pdf
    }

    let postingDate: String
    let output: Output
}

/// The report's data: the postings of one day. A refresh finds the one posted late.
final class PostingsModel: INotifyOnChanged {
    let postingDate: String
    private(set) var postings: [String] = []
    private var loads = 0

    init(postingDate: String) {
        self.postingDate = postingDate
    }

    func load() {
        loads += 1
        let count = loads == 1 ? 3 : 4
        postings = (1...count).map { "Order #\($0)   \($0 * 40).00" }
        changed.raise()
    }
}

/// What the application knows of a view: the events it raises, and the context it shows.
protocol IReportView: AnyObject {
    var refreshRequested: Event<Void> { get }
    var context: PostingsModel? { get set }
    func show()
}

/// The table output: a screen that redraws whenever its context changes.
final class PostingsTableVC: UIViewController, IReportView, UITableViewDataSource {
    let refreshRequested = Event<Void>()
    private let window: UIWindow
    private lazy var tableView = UITableView()

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
        tableView.register(cellType: PostingCell.self)
        view.addSubview(tableView)
    }

    func show() {
        window.rootViewController = self
    }

    /// Plays the user pulling the list down to refresh it.
    func userPulledToRefresh() {
        print("(the user pulls to refresh)")
        refreshRequested.raise()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        context?.postings.count ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: PostingCell = tableView.dequeueReusableCell(for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = context?.postings[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class PostingCell: UITableViewCell, Reusable {}

/// The PDF output: a printed listing of its context, a one-off.
final class PostingsPDFView: IReportView {
    let refreshRequested = Event<Void>()
    var context: PostingsModel?

    func show() {
        guard let context else { return }
        print("%PDF  Postings of \(context.postingDate)")
        for posting in context.postings {
            print("      \(posting)")
        }
        print("%%EOF")
    }
}

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
    (onScreen.view as? PostingsTableVC)?.userPulledToRefresh()

    print("Launch criteria: posting date 2020-04-22, output PDF.")
    let onPaper = PostingsReport(
        criteria: LaunchCriteria(postingDate: "2020-04-22", output: .pdf), window: window)
    onPaper.run()
}
