#if canImport(UIKit)
import UIKit
#endif

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// What travels: an event, or an error reported from below.
enum Traveller {
    case event(any ChainEvent)
    case error(any Error)

    var typeName: String {
        switch self {
        case .event(let event): "\(type(of: event))"
        case .error(let error): "\(type(of: error))"
        }
    }

    func event<Wanted>(as wanted: Wanted.Type) -> Wanted? {
        guard case .event(let event) = self else { return nil }
        return event as? Wanted
    }

    func error<Wanted>(as wanted: Wanted.Type) -> Wanted? {
        guard case .error(let error) = self else { return nil }
        return error as? Wanted
    }
}

/// One handler's answer: keep what travels, let it go on, or send something else on.
enum Outcome {
    case handled
    case passedOn
    case replaced(Traveller)
}

/// A handler as a responder keeps it: given its responder, so that it has no need to capture
/// it (one that does keeps its responder alive for good).
typealias ResponderHandler = (UIResponder, Traveller) throws -> Outcome

/// The association key for each responder's handlers, in the order they were registered:
/// attached to the responder, they live as long as it does.
@MainActor
private var handlersKey: UInt8 = 0

extension UIResponder {
    var chainHandlers: [ResponderHandler] {
        get { objc_getAssociatedObject(self, &handlersKey) as? [ResponderHandler] ?? [] }
        set {
            objc_setAssociatedObject(
                self, &handlersKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}

extension ChainResponder {
    /// Registers a handler for what `pick` finds in a traveller; what it does not find passes
    /// on untouched. `verb`, if any, is traced before the handler runs.
    func register<Value>(
        _ verb: String?, pick: @escaping (Traveller) -> Value?,
        respond: @escaping (Self, Value) throws -> Outcome
    ) {
        let handler: ResponderHandler = { responder, traveller in
            guard let value = pick(traveller) else { return .passedOn }
            if let verb {
                ResponderChain.trace?("\(type(of: responder))", "\(verb) \(traveller.typeName)")
            }
            // A responder only ever hands a handler to itself.
            guard let responder = responder as? Self else { return .passedOn }
            return try respond(responder, value)
        }
        chainHandlers.append(handler)
    }

    /// Registers a handler for events of type `Value`.
    func registerForEvents<Value>(
        _ verb: String?, _ type: Value.Type, _ respond: @escaping (Self, Value) throws -> Outcome
    ) {
        register(verb, pick: { $0.event(as: type) }, respond: respond)
    }

    /// Registers a handler for errors of type `Value`.
    func registerForErrors<Value>(
        _ verb: String?, _ type: Value.Type, _ respond: @escaping (Self, Value) throws -> Outcome
    ) {
        register(verb, pick: { $0.error(as: type) }, respond: respond)
    }
}
