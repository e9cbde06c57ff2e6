import MVVMKit

#if canImport(UIKit)
import SwiftUI
#endif

// The article's responder chain, as small as it gets: a closure in SwiftUI's environment. A
// responder puts its own closure there for the views inside it; a view sends a value by
// calling the closure it reads. It is the article's form, shown running in sections 1 and 2;
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
