// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation

/// Where a table gets its rows from.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// Who hears about taps on a table's rows.
@MainActor
public protocol UITableViewDelegate: AnyObject {
    /// Optional in UIKit (an Objective-C optional requirement); here it has an empty default.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A list of rows. Like UIKit's, it asks its data source for rows when it first appears and
/// on `reloadData()`, and not otherwise: changing the data behind it changes nothing on
/// screen until somebody reloads it.
@MainActor
open class UITableView: UIView {
    /// How many rows fit on the console's screen.
    static let rowsOnScreen = 3

    public weak var dataSource: UITableViewDataSource? {
        didSet { needsReload = true }
    }
    public weak var delegate: UITableViewDelegate?

    private var registeredCells: [String: UITableViewCell.Type] = [:]
    private var needsReload = true
    private var numberOfRows = 0
    private var visibleCells: [UITableViewCell] = []

    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellType = cellClass as? UITableViewCell.Type else {
            fatalError(
                "UITableView can only register subclasses of UITableViewCell, "
                    + "not \(cellClass.map { "\($0)" } ?? "nil") for \"\(identifier)\".")
        }
        registeredCells[identifier] = cellType
    }

    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    {
        guard let cellType = registeredCells[identifier] else {
            fatalError(
                "No cell is registered for \"\(identifier)\". Call "
                    + "register(_:forCellReuseIdentifier:) before dequeuing.")
        }
        return cellType.init(style: .default, reuseIdentifier: identifier)
    }

    public func reloadData() {
        Screen.change {
            needsReload = false
            numberOfRows = dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0
            visibleCells = (0..<min(numberOfRows, Self.rowsOnScreen)).compactMap { row in
                dataSource?.tableView(self, cellForRowAt: IndexPath(row: row, section: 0))
            }
        }
    }

    override func screenLines() -> [String] {
        if needsReload {
            reloadData()
        }
        if numberOfRows == 0 {
            return ["(no rows)"]
        }
        var lines = visibleCells.flatMap { $0.screenLines() }
        if numberOfRows > visibleCells.count {
            lines.append("... \(numberOfRows - visibleCells.count) more rows")
        }
        return lines
    }
}

extension IndexPath {
    /// UIKit adds rows and sections to Foundation's index paths; so does the console.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int { self[0] }
    public var row: Int { self[1] }
}

#endif
