import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Swapping the strategy on a live list": the selection manager changes under the screen;
/// what the new strategy allows stays selected, and only the rows it drops are redrawn.
func swappingTheStrategy(in window: UIWindow) async {
    let orders = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
    let screen = AdaptedOrdersVC(title: "Orders", orders: orders)
    await printScreen(.onOneLine) { window.rootViewController = screen }
    await printScreen(.notAtAll) { tapRow(1, on: screen) }
    orders.replaceSelectionManager(with: MultipleSelection())
    printSelected(in: orders)
    await printScreen(.inABox) {
        tapRow(0, on: screen)
        tapRow(2, on: screen)
    }
    screen.update { orders.replaceSelectionManager(with: SingleSelection()) }
    printSelected(in: orders)
    await printScreen(.notAtAll) { orders.replaceSelectionManager(with: NoneSelection()) }
    printSelected(in: orders)
    tapRow(1, on: screen)
    printSelected(in: orders)
}
