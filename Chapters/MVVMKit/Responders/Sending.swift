#if canImport(UIKit)
import UIKit
#endif

extension UIResponder {
    /// Sends `event` up the chain, starting here.
    public func triggerEvent(_ event: any ChainEvent) {
        travel(.event(event))
    }

    /// Sends `error` up the chain, starting here, for a responder that catches it.
    public func reportError(_ error: any Error) {
        travel(.error(error))
    }

    /// Walks from this responder through `next` until a responder handles what travels. What
    /// nobody handles stops the program, naming the chain: a lost event is a bug to see.
    private func travel(_ start: Traveller) {
        var traveller = start
        var path: [String] = []
        var current: UIResponder? = self
        while let responder = current {
            path.append("\(type(of: responder))")
            for respond in respondersOfResponder[responder] ?? [] {
                switch respond(responder, traveller) {
                case .handled:
                    return
                case .passedOn:
                    continue
                case .replaced(let replacement):
                    ResponderChain.trace?(
                        responder, "turns \(traveller.typeName) into \(replacement.typeName)")
                    traveller = replacement
                }
            }
            ResponderChain.trace?(responder, "passes \(traveller.typeName) on")
            current = responder.next
        }
        fatalError(
            "Nobody handled \(traveller.typeName). It went \(path.joined(separator: " → ")). "
                + "Handle it on one of them, with handleEvent(\(traveller.typeName).self) "
                + "or, for an error, catchError(\(traveller.typeName).self).")
    }
}
