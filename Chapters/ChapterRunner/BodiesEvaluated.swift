import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The `body`s a SwiftUI screen evaluated since the last call, by view, in the order the views
/// first ran: `OrdersScreen 1, OrderRow 3`, or `none`. The console's SwiftUI counts them
/// itself; on a device, `let _ = Self._printChanges()` as a body's first line prints each one.
@MainActor
public func bodiesEvaluated(on screen: UIViewController) -> String {
    #if canImport(UIKit)
    return "(counted on the console only; on a device, use Self._printChanges())"
    #else
    guard let screen = screen as? any SwiftUIScreen else {
        fatalError("\(type(of: screen)) is not a SwiftUI screen, so it has no bodies to count.")
    }
    let counts = screen.takeBodyCounts()
    return counts.isEmpty ? "none" : counts.map { "\($0.view) \($0.count)" }.joined(separator: ", ")
    #endif
}
