#if canImport(UIKit)
import UIKit
#endif

extension UIResponder {
    /// Sends `event` up the chain, starting here.
    public func triggerEvent(_ event: any ChainEvent) {
        travel(.event(event))
    }

    /// Sends `error` up the chain, starting here, for a responder that handles it.
    public func reportError(_ error: any Error) {
        travel(.error(error))
    }

    /// Walks from this responder through `next`, asking each responder's handlers in the order
    /// they were registered, until one handles what travels. What a handler sends on instead,
    /// or throws, goes on from that handler. What nobody handles goes to
    /// `ResponderChain.unhandled`.
    private func travel(_ start: Traveller) {
        var traveller = start
        var path: [String] = []
        var isOnScreen = false
        var current: UIResponder? = self
        while let responder = current {
            let name = "\(type(of: responder))"
            path.append(name)
            isOnScreen = isOnScreen || responder is UIWindow
            let handlers = responder.chainHandlers
            guard let next = traveller.visit(responder, named: name, handlers: handlers) else {
                return
            }
            traveller = next
            current = responder.next
        }
        Unhandled.report(
            unhandledDescription(of: traveller, path: path, isOnScreen: isOnScreen),
            policy: ResponderChain.unhandled, isLate: !isOnScreen)
    }

    private func unhandledDescription(
        of traveller: Traveller, path: [String], isOnScreen: Bool
    ) -> String {
        let name = traveller.typeName
        let went = "It went \(path.joined(separator: " → "))."
        guard isOnScreen else {
            return "\(type(of: self)) sent \(name) when it was in no window, and nobody on its "
                + "way handled it. \(went)"
        }
        let how =
            if case .event = traveller {
                "handleEvent(\(name).self)"
            } else {
                "handleError(\(name).self) or catchError(\(name).self)"
            }
        return "Nobody handled \(name). \(went) Handle it on one of them with \(how)."
    }
}
