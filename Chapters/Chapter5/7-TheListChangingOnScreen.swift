import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "The list changing on screen": a reload arrives, rows come and go, and each mode keeps
/// what it says; the screen redraws itself from the data source.
func theListChangingOnScreen(in window: UIWindow) {
    let orders = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
    let screen = AdaptedOrdersVC(title: "Orders, reloaded", orders: orders)
    showUnchecked(screen, in: window)
    notDrawn {
        screen.update {
            orders.clickPosition(0)
            orders.clickPosition(2)
        }
    }
    let newList = [Order(id: 3), Order(id: 6), Order(id: 1), Order(id: 2)]
    print("With #1 and #3 selected, a reload: #3 moves to row 0, #6 is new, #4 and #5 go.")
    print("Keeping the selected items:")
    orders.setItems(newList, mode: .keepSelectedItems)
    print("Keeping the selected positions, after #1 left the list:")
    orders.setItems([Order(id: 3), Order(id: 6), Order(id: 2)], mode: .keepSelectedPositions)
    print("Clearing the selection leaves the five orders, none checked.")
    notDrawn { orders.setItems(fiveOrders, mode: .clearSelection) }

    print("The original's \"hold selected items\", with #4 and #5 selected, on a list of three:")
    let shorter = [Order(id: 5), Order(id: 4), Order(id: 1)]
    let original = originalKeepSelectedItems(selected: [3, 4], from: fiveOrders, to: shorter)
    print("  original: rows \(original); #4 and #5 were at rows 3 and 4, past the new end")
    notDrawn {
        screen.update {
            orders.clickPosition(3)
            orders.clickPosition(4)
        }
        orders.setItems(shorter, mode: .keepSelectedItems)
    }
    print("  kit:      rows \(orders.selection.selectedPositions), items \(orders.selectedItems)")
}
