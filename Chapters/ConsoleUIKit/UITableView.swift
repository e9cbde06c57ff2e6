// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation

/// Where a table gets its rows from.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// Who hears about taps on a table's rows.
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    /// Optional in UIKit, which finds it at run time through the Objective-C runtime. Swift
    /// without that runtime has no optional requirements, and a default implementation would
    /// be skipped for a subclass that writes its own, so here every delegate implements it.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

/// A list of rows. Like UIKit's, it asks its data source for rows when it first appears and
/// on `reloadData()`, and not otherwise: changing the data behind it changes nothing on
/// screen until somebody reloads it.
@MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// How a row changes on screen; the console draws every kind at once.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// How many rows fit on the console's screen.
    package static let rowsOnScreen = 3

    open private(set) var style: Style

    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            needsReload = true
            setNeedsLayout()
        }
    }
    open weak var delegate: (any UITableViewDelegate)?

    private var registeredCells: [String: UITableViewCell.Type] = [:]
    private var needsReload = true
    private var numberOfRows = 0
    private var visibleCells: [UITableViewCell] = []

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellType = cellClass as? UITableViewCell.Type else {
            fatalError(
                "UITableView can only register subclasses of UITableViewCell, "
                    + "not \(cellClass.map { "\($0)" } ?? "nil") for \"\(identifier)\".")
        }
        registeredCells[identifier] = cellType
    }

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    {
        guard let cellType = registeredCells[identifier] else {
            fatalError(
                "\(type(of: self)) has no cell registered for \"\(identifier)\". Register the "
                    + "cell's class with register(_:forCellReuseIdentifier:) before dequeuing.")
        }
        // UIKit calls init(style:reuseIdentifier:) on the registered class through the
        // Objective-C runtime. Plain Swift can call only a required initializer on a class it
        // has at run time, and UIKit's one is init?(coder:).
        guard let cell = cellType.init(coder: NSCoder()) else {
            fatalError("\(cellType).init?(coder:) returned nil, so the table cannot build it.")
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    open func reloadData() {
        Screen.change {
            needsReload = false
            numberOfRows = dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0
            for cell in visibleCells {
                cell.removeFromSuperview()
            }
            visibleCells = (0..<min(numberOfRows, Self.rowsOnScreen)).compactMap { row in
                dataSource?.tableView(self, cellForRowAt: IndexPath(row: row, section: 0))
            }
            for cell in visibleCells {
                addSubview(cell)  // as in UIKit, its responder chain goes through the table
            }
        }
    }

    /// How many rows a section has, as the table last heard from its data source: a change
    /// to the data behind it shows here only after a reload, as in UIKit. The console's tables
    /// have one section, 0.
    open func numberOfRows(inSection section: Int) -> Int {
        guard section == 0 else {
            fatalError(
                "\(type(of: self)) has one section, 0, in the console; there is no \(section).")
        }
        return needsReload
            ? dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0 : numberOfRows
    }

    /// The cell on screen for a row, or nil if the row is not on screen. The console's tables
    /// have one section, 0.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        isOnScreen(indexPath) ? visibleCells[indexPath.row] : nil
    }

    /// The row of a cell on screen.
    func visibleRow(of cell: UITableViewCell) -> IndexPath? {
        visibleCells.firstIndex { $0 === cell }.map { IndexPath(row: $0, section: 0) }
    }

    private func isOnScreen(_ indexPath: IndexPath) -> Bool {
        indexPath.section == 0 && visibleCells.indices.contains(indexPath.row)
    }

    /// Runs `updates` as one change: the screen is drawn once, after all of them.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        Screen.change {
            updates?()
        }
        completion?(true)
    }

    /// The row a tap highlighted, until something takes the highlight off. The console draws
    /// no highlight, but keeps it, so that a screen that leaves a row grey can be caught.
    open private(set) var indexPathForSelectedRow: IndexPath?

    /// Takes off the highlight a tap puts on a row, as an app does so that a row does not stay
    /// grey.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath {
            indexPathForSelectedRow = nil
            cellForRow(at: indexPath)?.setNeedsUpdateConfiguration()
        }
    }

    /// What a user's tap on a row does in UIKit: the row is highlighted, then the delegate is
    /// told.
    package func userTaps(rowAt indexPath: IndexPath) {
        indexPathForSelectedRow = indexPath
        cellForRow(at: indexPath)?.setNeedsUpdateConfiguration()
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// Asks the data source again for just these rows, as UIKit does; rows off screen have no
    /// cell to redraw.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        Screen.change {
            for indexPath in indexPaths where isOnScreen(indexPath) {
                if let cell = dataSource?.tableView(self, cellForRowAt: indexPath) {
                    visibleCells[indexPath.row].removeFromSuperview()
                    insertSubview(cell, at: indexPath.row)
                    visibleCells[indexPath.row] = cell
                }
            }
        }
    }

    /// A table asks its data source for rows when it is laid out, as UIKit's does, the first
    /// time and after `reloadData()` was asked for.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload {
            reloadData()
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
            let more = numberOfRows - visibleCells.count
            lines.append("... \(more) more row\(more == 1 ? "" : "s")")
        }
        return lines
    }
}

extension IndexPath {
    /// UIKit adds rows and sections to Foundation's index paths; so does the console.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

#endif
