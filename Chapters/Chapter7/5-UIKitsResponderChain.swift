import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "UIKit's responder chain": each responder's `next`, from a cell to the app delegate.
func uikitsResponderChain(in window: UIWindow) {
    let (_, orders) = showOrders(in: window)
    print("From a cell, following next:")
    print("  " + chain(from: orders.cell(at: 0)))
}

/// The responders from `responder` to the end of its chain, following `next`.
func chain(from responder: UIResponder) -> String {
    var names: [String] = []
    var current: UIResponder? = responder
    while let link = current {
        names.append("\(type(of: link))")
        current = link.next
    }
    return names.joined(separator: " → ")
}
