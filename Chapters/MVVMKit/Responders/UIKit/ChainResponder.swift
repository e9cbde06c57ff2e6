#if canImport(UIKit)
import UIKit
#endif

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// Every `UIResponder` is a chain responder. The protocol is there for `Self`: a handler
/// registered on a navigation controller is given that navigation controller, typed as one,
/// so it never needs to capture it.
@MainActor
public protocol ChainResponder: UIResponder {}

extension UIResponder: ChainResponder {}

/// The association key for each responder's handlers, in the order they were registered:
/// attached to the responder, they live as long as it does.
@MainActor
private var handlersKey: UInt8 = 0

extension UIResponder {
    var chainHandlers: [ChainHandler<UIResponder>] {
        get {
            objc_getAssociatedObject(self, &handlersKey) as? [ChainHandler<UIResponder>] ?? []
        }
        set {
            objc_setAssociatedObject(
                self, &handlersKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}

extension ChainResponder {
    /// Keeps `handler` on this responder, after the others; it is given this responder, typed
    /// as its own type.
    func register(_ handler: @escaping ChainHandler<Self>) {
        chainHandlers.append { responder, name, traveller in
            // A responder only ever hands a handler to itself.
            guard let responder = responder as? Self else { return .passedOn }
            return try handler(responder, name, traveller)
        }
    }
}
