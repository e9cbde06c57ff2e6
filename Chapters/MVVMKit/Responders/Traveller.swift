#if canImport(UIKit)
import UIKit
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
}

/// One responder's answer to a traveller: keep it, let it go on, or send something else on.
enum Outcome {
    case handled
    case passedOn
    case replaced(Traveller)
}

/// The closures registered on each responder, in the order they were registered. The table
/// keeps them strongly, as long as their responder lives, so a handler that captures its own
/// responder keeps it alive.
@MainActor
let respondersOfResponder = AssociatedValues<[(UIResponder, Traveller) -> Outcome]>()
