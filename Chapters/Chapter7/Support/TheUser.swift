import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The orders list of section 5, put in the window again for a later section, and printed on
/// one line: the reader has seen it.
func showOrdersAgain(in window: UIWindow) async -> (UINavigationController, OrdersVC) {
    var shown: (UINavigationController, OrdersVC)?
    await printScreen(.onOneLine) { shown = showOrders(in: window) }
    guard let shown else { fatalError("showOrders(in:) did not run.") }
    return shown
}

/// Plays the user: taps the cell in a row, whose own action sends its event up. That is not a
/// row selection, which UIKit tells the table's delegate (the runner's `tapRow`).
func tapCell(inRow row: Int, on orders: OrdersVC) {
    print("(the user taps the cell in row \(row))")
    orders.cell(at: row).userTapped()
}
