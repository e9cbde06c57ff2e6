import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// The three strategies on the same screen: what a tap does is the selection's business.

func singleSelection(in window: UIWindow) {
    section("Single selection")
    let single = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
    let singleScreen = makeScreen(title: "Orders, pick one", for: single)
    window.rootViewController = singleScreen
    tap(row: 0, on: singleScreen)
    tap(row: 2, on: singleScreen)
    print("Selected: \(single.selectedItems). A tap on another row moved the selection.")
}

func multipleSelection(in window: UIWindow) {
    section("Multiple selection")
    let multiple = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
    let multipleScreen = makeScreen(title: "Orders, pick any", for: multiple)
    window.rootViewController = multipleScreen
    tap(row: 0, on: multipleScreen)
    tap(row: 2, on: multipleScreen)
    tap(row: 0, on: multipleScreen)
    print("Selected: \(multiple.selectedItems). Each tap toggled its own row.")
}

func noneSelection(in window: UIWindow) {
    section("No selection")
    let none = SelectableDataSource(items: fiveOrders, selection: NoneSelection())
    let noneScreen = makeScreen(title: "Orders, read only", for: none)
    window.rootViewController = noneScreen
    tap(row: 1, on: noneScreen)
    print("Selected: \(none.selectedItems). Taps change nothing.")
}
