import MVVMKit

/// What the user asks for when launching the report: a posting date, which is the model's,
/// and an output, which is the view's.
struct LaunchCriteria {
    enum Output {
        case table, pdf
    }

    let postingDate: String
    let output: Output
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
