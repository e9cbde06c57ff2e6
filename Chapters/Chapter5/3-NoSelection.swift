import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// No selection: taps change nothing. What a tap does is the selection's business, not the
/// screen's: the three sections share one screen.
func noneSelection(in window: UIWindow) async {
    let none = SelectableDataSource(items: fiveOrders, selection: NoneSelection())
    let noneScreen = makeScreen(title: "Orders, read only", for: none)
    await printScreen(.onOneLine) { window.rootViewController = noneScreen }
    tap(row: 1, on: noneScreen)
    printSelected(in: none)
}
