#if canImport(UIKit)
import UIKit
#endif

/// Something that happened, sent up the responder chain until a responder handles it. Only the
/// sender and the handler know the type. (The seed calls this protocol `Event`, which in this
/// kit is chapter 2's event.)
public protocol ChainEvent {}

/// What a receiving responder says about a value it was given.
public enum ChainResponse: Sendable {
    case handled
    case notHandled
}

/// Watches every hop of every event and error, for a reader (or a test) to see the chain at
/// work: the responder, and what it did.
@MainActor
public enum ResponderChain {
    public static var trace: ((_ responder: UIResponder, _ step: String) -> Void)?
}
