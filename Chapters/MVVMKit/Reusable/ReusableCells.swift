import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// A cell that a table registers and dequeues by its type, with no string to keep in step:
/// its reuse identifier is its type's name.
@MainActor
public protocol Reusable: AnyObject {
    /// The identifier a table registers and dequeues the cell under.
    static var reuseIdentifier: String { get }
}

extension Reusable {
    /// The type's name: one identifier per cell type, written nowhere.
    public static var reuseIdentifier: String { String(describing: self) }
}

extension UITableView {
    /// Registers `Cell` under its `reuseIdentifier`.
    public func register<Cell: UITableViewCell & Reusable>(cellType: Cell.Type) {
        register(cellType, forCellReuseIdentifier: cellType.reuseIdentifier)
    }

    /// A cell of the type the caller asks for,
    /// `let cell: OrderCell = table.dequeueReusableCell(for: indexPath)`; one registered under
    /// that name as another type stops with a message.
    public func dequeueReusableCell<Cell: UITableViewCell & Reusable>(
        for indexPath: IndexPath, cellType: Cell.Type = Cell.self
    ) -> Cell {
        let cell = dequeueReusableCell(withIdentifier: cellType.reuseIdentifier, for: indexPath)
        guard let typed = cell as? Cell else {
            fatalError(
                "\(type(of: self)) dequeued a \(type(of: cell)) for "
                    + "\"\(cellType.reuseIdentifier)\", "
                    + "not a \(cellType). Register it with register(cellType: \(cellType).self).")
        }
        return typed
    }
}
