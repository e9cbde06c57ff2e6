import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "A closure in the environment": the article's chain as it builds it. A row calls the
/// `eventClosure` it reads; each responder above answers nil for handled, or what goes on up.
enum ClosureChain {
    /// A row three levels below the screen's responder. It knows `OpenOrder`, and nothing of
    /// who opens it.
    struct OrderRow: View {
        @Environment(\.eventClosure) private var eventClosure
        let id: Int

        var body: some View {
            Button("Open order \(id)") { eventClosure(OpenOrder(id: id)) }
        }
    }

    /// The list: it knows an order's name, which the row does not, so it answers an
    /// `OpenOrder` with a `ShowOrder`, which goes on up in its place.
    struct OrdersList: View {
        var body: some View {
            List(1...3, id: \.self) { id in OrderRow(id: id) }
                .onEvent { value in
                    guard let open = value as? OpenOrder else { return value }
                    print("  (OrdersList answers OpenOrder with ShowOrder: it goes on up)")
                    return ShowOrder(title: OrderNames.title(ofOrder: open.id))
                }
        }
    }

    /// The screen, the responder at the top: it shows the order, and answers nil.
    struct OrdersScreen: View {
        @State private var shown = "No order open"

        var body: some View {
            VStack {
                Text(shown)
                OrdersList()
            }
            .onEvent { value in
                guard let order = value as? ShowOrder else { return value }
                print("  (OrdersScreen answers ShowOrder with nil: handled)")
                shown = "Showing \(order.title)"
                return nil
            }
        }
    }

    static func run(in window: UIWindow) {
        let screen = UIHostingController(rootView: OrdersScreen())
        window.rootViewController = screen
        tapButton("Open order 3", on: screen)
    }
}
