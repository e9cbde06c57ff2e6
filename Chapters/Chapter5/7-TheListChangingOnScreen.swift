import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "The list changing on screen": a reload arrives, rows come and go, and each mode keeps
/// what it says; the screen redraws itself from the data source.
func theListChangingOnScreen(in window: UIWindow) async {
    let orders = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
    let screen = AdaptedOrdersVC(title: "Orders, reloaded", orders: orders)
    await printScreen(.onOneLine) {
        window.rootViewController = screen
        screen.update {
            orders.clickPosition(0)
            orders.clickPosition(2)
        }
    }
    reload(orders, with: [3, 6, 1, 2], mode: .keepSelectedItems)
    reload(orders, with: [3, 6, 2], mode: .keepSelectedPositions)
    await printScreen(.onOneLine) { reload(orders, with: [1, 2, 3, 4, 5], mode: .clearSelection) }

    let shorter = [Order(id: 5), Order(id: 4), Order(id: 1)]
    let rows = [3, 4]
    print("Keeping the selected items of rows \(rows), on \(shorter):")
    let original = originalKeepSelectedItems(selected: rows, from: fiveOrders, to: shorter)
    print("  original: rows \(original)")
    await printScreen(.notAtAll) {
        screen.update {
            for row in rows {
                orders.clickPosition(row)
            }
        }
        orders.setItems(shorter, mode: .keepSelectedItems)
    }
    print("  kit:      rows \(orders.selection.selectedPositions), items \(orders.selectedItems)")
}

/// Gives the list the orders with `ids`, saying how, as a reload from a server would.
func reload(
    _ orders: SelectableDataSource<Order>, with ids: [Int],
    mode: SelectableDataSource<Order>.ChangeMode
) {
    let selected = orders.selectedItems.map { "#\($0.id)" }.joined(separator: ", ")
    let list = ids.map { "#\($0)" }.joined(separator: ", ")
    print("With \(selected) selected, the list becomes \(list), mode .\(mode):")
    orders.setItems(ids.map { Order(id: $0) }, mode: mode)
}

/// The original library's "hold selected items", ported where it matters: it drops the rows
/// past the new list's end before it looks their items up, so an item whose old row was there
/// is lost, even when it is still in the list.
func originalKeepSelectedItems(selected: [Int], from oldItems: [Order], to newItems: [Order])
    -> [Int]
{
    selected
        .filter { $0 < newItems.count }
        .compactMap { oldRow in newItems.firstIndex { $0.id == oldItems[oldRow].id } }
        .sorted()
}
