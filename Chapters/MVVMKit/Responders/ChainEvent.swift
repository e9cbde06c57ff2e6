/// Something that happened, sent up the responder chain until a responder handles it. Only the
/// sender and the handler know the type. (The library calls this protocol `Event`, which in this
/// kit is chapter 2's event.)
public protocol ChainEvent {}

/// An error a user can be told about: what an alert shows, titled "Error" when it has no title.
public protocol AlertableError: Error {
    /// The alert's title; "Error" when nil.
    var title: String? { get }
    /// What the alert says.
    var message: String { get }
}

extension AlertableError {
    /// No title of its own: the alert says "Error".
    public var title: String? { nil }
}

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
