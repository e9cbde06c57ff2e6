import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// Single selection: a tap on another row moves the selection there.
func singleSelection(in window: UIWindow) {
    let single = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
    let singleScreen = makeScreen(title: "Orders, pick one", for: single)
    showUnchecked(singleScreen, in: window)
    drawnAfter {
        tap(row: 0, on: singleScreen)
        tap(row: 2, on: singleScreen)
    }
    print("Selected: \(single.selectedItems). A tap on another row moved the selection.")
}
