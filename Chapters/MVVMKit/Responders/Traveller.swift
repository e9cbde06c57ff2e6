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

/// A handler as a responder keeps it, in either chain: given its responder (so that it need not
/// capture it, which would keep it alive for good), the responder's name for the trace, and
/// what travels.
typealias ChainHandler<Responder> = @MainActor (Responder, String, Traveller) throws -> Outcome

extension Traveller {
    /// One responder's turn, in either chain: its handlers answer in the order they were
    /// registered. Nil when one handled it; otherwise what goes on to the next responder: the
    /// same, what a handler sent on in its place, or the error a handler threw.
    @MainActor
    func visit<Responder>(
        _ responder: Responder, named name: String, handlers: [ChainHandler<Responder>]
    ) -> Traveller? {
        var traveller = self
        for handler in handlers {
            do {
                switch try handler(responder, name, traveller) {
                case .handled:
                    return nil
                case .passedOn:
                    continue
                case .replaced(let replacement):
                    ResponderChain.trace?(
                        name, "turns \(traveller.typeName) into \(replacement.typeName)")
                    traveller = replacement
                }
            } catch {
                ResponderChain.trace?(name, "throws \(type(of: error))")
                traveller = .error(error)
            }
        }
        ResponderChain.trace?(name, "passes \(traveller.typeName) on")
        return traveller
    }
}
