#if canImport(UIKit)
import UIKit
#endif

/// Something that happened, sent up the responder chain until a responder handles it. Only the
/// sender and the handler know the type. (The seed calls this protocol `Event`, which in this
/// kit is chapter 2's event.)
public protocol ChainEvent {}

/// What a receiving responder says about a value it was given.
public enum ChainResponse: Sendable {
    /// The responder took the message: it goes no further.
    case handled
    /// The responder let it pass: it goes on to the next responder.
    case notHandled
}

/// The chain's settings, for every responder at once.
@MainActor
public enum ResponderChain {
    /// Watches every hop of every event and error, for a reader (or a test) to see the chain
    /// at work: the responder, and what it did.
    public static var trace: ((_ responder: UIResponder, _ step: String) -> Void)?

    /// What happens to an event or error that nobody handled: a stop in debug builds, a
    /// warning in release builds, unless set otherwise.
    public static var unhandled = UnhandledPolicy.buildDefault
}
