/// Something that happened, sent up the responder chain until a responder handles it. Only the
/// sender and the handler know the type. (The library calls this protocol `Event`, which in this
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
    /// Watches every hop of every event and error, in UIKit's chain and in SwiftUI's, for a
    /// reader (or a test) to see the chain at work: the responder's type, and what it did.
    public static var trace: ((_ responder: String, _ step: String) -> Void)?

    /// What happens to an event or error that nobody handled, in either chain: a stop in debug
    /// builds, a warning in release builds, unless set otherwise.
    public static var unhandled = UnhandledPolicy.buildDefault
}
