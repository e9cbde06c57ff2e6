import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// Multiple selection: each tap toggles its own row.
func multipleSelection(in window: UIWindow) async {
    let multiple = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
    let multipleScreen = makeScreen(title: "Orders, pick any", for: multiple)
    await printScreen(.onOneLine) { window.rootViewController = multipleScreen }
    await printScreen(.inABox) {
        tap(row: 0, on: multipleScreen)
        tap(row: 2, on: multipleScreen)
        tap(row: 0, on: multipleScreen)
    }
    printSelected(in: multiple)
}
