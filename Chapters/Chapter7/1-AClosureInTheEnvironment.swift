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

// The article's responder chain, as small as it gets: a closure in SwiftUI's environment. A
// responder puts its own closure there for the views inside it; a view sends a value by
// calling the closure it reads. It is the article's form, shown running here and in section 2;
// the kit's chain (Responders/SwiftUI/ViewChain.swift) is this, with types and a trace.

extension EnvironmentValues {
    /// The closure a view calls to send a value to the nearest responder above it.
    var eventClosure: @MainActor (Any) -> Void {
        get { self[EventClosureKey.self] }
        set { self[EventClosureKey.self] = newValue }
    }
}

/// Above every responder is the top of the chain: what arrives there nobody handled.
private struct EventClosureKey: EnvironmentKey {
    static var defaultValue: @MainActor (Any) -> Void {
        { value in
            Unhandled.report(
                "Nobody handled \(type(of: value)): every responder above the view that sent it "
                    + "answered it with a value. Answer nil in one of them.",
                policy: ResponderChain.unhandled, isLate: false)
        }
    }
}

/// Makes a view a responder for everything the views inside it send. The handler answers nil
/// when it handled the value; anything else goes on up, to the responder above, in its place.
struct EventClosureResponder: ViewModifier {
    @Environment(\.eventClosure) private var sendUp
    let handler: @MainActor (Any) -> Any?

    /// The content, with this responder's closure in its environment in place of the
    /// parent's.
    func body(content: Content) -> some View {
        let sendUp = sendUp
        let handler = handler
        return content.environment(\.eventClosure) { value in
            if let unhandled = handler(value) {
                sendUp(unhandled)
            }
        }
    }
}

extension View {
    /// This view as a responder: `handler` gets what the views inside it send, and answers nil
    /// for handled, or what to send on up.
    func onEvent(_ handler: @escaping @MainActor (Any) -> Any?) -> some View {
        modifier(EventClosureResponder(handler: handler))
    }
}
