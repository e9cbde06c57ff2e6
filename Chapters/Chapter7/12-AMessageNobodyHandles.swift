import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "A message nobody handles": what happens is `ResponderChain.unhandled`, a stop in a debug
/// build and a warning in a release build; a message from a responder in no window only warns.
func aMessageNobodyHandles(in window: UIWindow) {
    let (_, orders) = showOrdersAgain(in: window)
    let saved = (ResponderChain.unhandled, Unhandled.warningOutput)
    defer { (ResponderChain.unhandled, Unhandled.warningOutput) = saved }
    Unhandled.warningOutput = { print("  warning: \($0)") }

    print("Nobody here handles OpenOrder. With .warn, as in a release build:")
    ResponderChain.unhandled = .warn
    tapCell(inRow: 0, on: orders)

    print("With .strict, the debug default, a late message still only warns: this cell left")
    print("its table, and its request answers after that:")
    ResponderChain.unhandled = .strict
    let cell = orders.cell(at: 1)
    cell.removeFromSuperview()
    cell.userTappedWithAnExpiredSession()
}
