import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "The adapter: a screen in a few lines": the orders screen on the adapter, then a second
/// list with another item and cell type on the same adapter.
func theAdapter(in window: UIWindow) {
    let orders = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
    let screen = AdaptedOrdersVC(title: "Orders, on the adapter", orders: orders)
    showUnchecked(screen, in: window)
    drawnAfter {
        tapRow(0, on: screen)
        tapRow(2, on: screen)
    }
    print("Selected: \(orders.selectedItems). The same rules; the screen only binds its cell.")

    let customers = SelectableDataSource(
        items: [Customer(id: 7, name: "Anna"), Customer(id: 9, name: "Boris")],
        selection: MultipleSelection())
    drawnAfter {
        window.rootViewController = CustomersVC(customers: customers)
        tapRow(1, on: window.rootViewController!)
    }
    print("Selected: \(customers.selectedItems.map(\.name)).")
}
