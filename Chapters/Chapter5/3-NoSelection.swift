import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// No selection: taps change nothing. What a tap does is the selection's business, not the
/// screen's: the three sections share one screen.
func noneSelection(in window: UIWindow) {
    let none = SelectableDataSource(items: fiveOrders, selection: NoneSelection())
    let noneScreen = makeScreen(title: "Orders, read only", for: none)
    showUnchecked(noneScreen, in: window)
    tap(row: 1, on: noneScreen)
    print("Selected: \(none.selectedItems). Taps change nothing.")
}
