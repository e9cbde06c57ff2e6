import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// Multiple selection: each tap toggles its own row.
func multipleSelection(in window: UIWindow) {
    let multiple = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
    let multipleScreen = makeScreen(title: "Orders, pick any", for: multiple)
    showUnchecked(multipleScreen, in: window)
    drawnAfter {
        tap(row: 0, on: multipleScreen)
        tap(row: 2, on: multipleScreen)
        tap(row: 0, on: multipleScreen)
    }
    print("Selected: \(multiple.selectedItems). Each tap toggled its own row.")
}
