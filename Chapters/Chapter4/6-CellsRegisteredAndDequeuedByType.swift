import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The article's section "Reusable" for cells: the table screen of chapter 2, without its string
/// identifiers.
func cellsByType(in window: UIWindow) {
    print("The table registers OrderCell.self and dequeues an OrderCell, under the")
    print("identifier \"\(OrderCell.reuseIdentifier)\" that it takes from the type:")
    window.rootViewController = OrdersVC.instantiate(withServices: Container())
}
