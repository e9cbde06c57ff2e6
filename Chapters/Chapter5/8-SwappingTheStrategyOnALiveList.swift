import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Swapping the strategy on a live list": the selection manager changes under the screen;
/// what the new strategy allows stays selected, and only the rows it drops are redrawn.
func swappingTheStrategy(in window: UIWindow) {
    let orders = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
    let screen = AdaptedOrdersVC(title: "Orders", orders: orders)
    showUnchecked(screen, in: window)
    notDrawn { tapRow(1, on: screen) }
    print("From single to multiple selection: row 1, selected, stays; more can join it.")
    orders.replaceSelectionManager(with: MultipleSelection())
    drawnAfter {
        tapRow(0, on: screen)
        tapRow(2, on: screen)
    }
    print("From multiple back to single: the first selected row stays, the others go.")
    screen.update { orders.replaceSelectionManager(with: SingleSelection()) }
    print("Selected: \(orders.selectedItems).")
    print("To no selection: nothing stays, and taps change nothing.")
    notDrawn {
        orders.replaceSelectionManager(with: NoneSelection())
        tapRow(1, on: screen)
    }
    print("Selected: \(orders.selectedItems).")
}
