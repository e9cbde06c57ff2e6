import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "A message nobody handles": what happens is `ResponderChain.unhandled`, a stop in a debug
/// build and a warning in a release build; a message from a responder in no window only warns.
func aMessageNobodyHandles(in window: UIWindow) async {
    let (_, orders) = await showOrdersAgain(in: window)
    let saved = (ResponderChain.unhandled, Unhandled.warningOutput)
    defer { (ResponderChain.unhandled, Unhandled.warningOutput) = saved }
    Unhandled.warningOutput = { print("  warning: \($0)") }

    ResponderChain.unhandled = .warn
    print("With the policy .\(ResponderChain.unhandled), an OpenOrder no responder here handles:")
    tapCell(inRow: 0, on: orders)

    ResponderChain.unhandled = .strict
    print(
        "With .\(ResponderChain.unhandled), this cell leaves its table, "
            + "and its request answers after:")
    let cell = orders.cell(at: 1)
    cell.removeFromSuperview()
    cell.userTappedWithAnExpiredSession()
}
