import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "UIKit's responder chain": each responder's `next`, from a cell up.
func uikitsResponderChain(in window: UIWindow) {
    let (_, orders) = showOrders(in: window)
    var chain: [String] = []
    var responder: UIResponder? = orders.cell(at: 0)
    while let current = responder {
        chain.append("\(type(of: current))")
        responder = current.next
    }
    print("From a cell, following next:")
    print("  " + chain.joined(separator: " → "))
}
