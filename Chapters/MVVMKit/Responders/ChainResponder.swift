#if canImport(UIKit)
import UIKit
#endif

/// Every `UIResponder` is a chain responder. The protocol is there for `Self`: a handler
/// registered on a navigation controller is given that navigation controller, typed as one,
/// so it never needs to capture it.
@MainActor
public protocol ChainResponder: UIResponder {}

extension UIResponder: ChainResponder {}
