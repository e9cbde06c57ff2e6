import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "A message nobody takes, in SwiftUI": what reaches the top follows `ResponderChain.unhandled`,
/// as in UIKit; what reaches a responder whose view has left the screen is late, and only warns.
enum NobodyTakesIt {
    /// A request that answers later, as a network call does.
    final class PendingSync {
        var answer: (() -> Void)?
    }

    /// A button that starts a sync; the answer reports an expired session.
    struct SyncButton: View {
        @Environment(\.reportError) private var reportError
        let pending: PendingSync

        var body: some View {
            Button("Sync order 1") {
                let reportError = reportError
                pending.answer = { reportError(SessionExpired()) }
            }
        }
    }

    /// The screen: order details, with their own responder, that the user can close, and a
    /// button whose `Refresh` nobody handles.
    struct OrdersScreen: View {
        @State private var showsDetails = true
        let pending: PendingSync

        var body: some View {
            VStack {
                if showsDetails {
                    SyncButton(pending: pending)
                        .handleError(OrderGone.self) { _ in }
                    Button("Close details") { showsDetails = false }
                }
                EventButton("Refresh", event: Refresh())
            }
        }
    }

    /// The feature's root, with the one responder above the screen: it opens orders.
    struct OrdersFeature: View {
        let pending: PendingSync

        var body: some View {
            OrdersScreen(pending: pending)
                .handleEvent(OpenOrder.self) { _ in }
        }
    }

    static func run(in window: UIWindow) {
        let pending = PendingSync()
        let screen = UIHostingController(rootView: OrdersFeature(pending: pending))
        window.rootViewController = screen
        let saved = (ResponderChain.unhandled, Unhandled.warningOutput)
        defer { (ResponderChain.unhandled, Unhandled.warningOutput) = saved }
        Unhandled.warningOutput = { print("  warning: \($0)") }

        ResponderChain.unhandled = .warn
        print("With the policy .\(ResponderChain.unhandled), a Refresh no responder here handles:")
        tapButton("Refresh", on: screen)

        ResponderChain.unhandled = .strict
        print(
            "With .\(ResponderChain.unhandled), the details start a sync, "
                + "and close before it answers:")
        tapButton("Sync order 1", on: screen)
        tapButton("Close details", on: screen)
        print("(the server answers: the session is over)")
        pending.answer?()
    }
}
