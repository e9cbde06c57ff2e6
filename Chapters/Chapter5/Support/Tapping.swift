import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// Plays the user: taps a row, as UIKit would, through the table's delegate, and says which
/// rows were redrawn.
func tap(row: Int, on screen: SelectingOrdersVC) {
    tapRow(row, on: screen)
    print(redrawnLine(screen.takeRedrawnRows()))
}

/// What a screen redrew, in one line.
func redrawnLine(_ rows: [Int]?) -> String {
    guard let rows else { return "  the whole list redrawn" }
    return rows.isEmpty
        ? "  no row redrawn" : "  redrawn: row \(rows.map(String.init).joined(separator: ", row "))"
}
