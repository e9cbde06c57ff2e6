#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// A view model that can tell its view "I changed, redraw yourself" without knowing the view.
/// Conforming is all it takes: the event comes with the protocol.
@MainActor
public protocol INotifyOnChanged: AnyObject {
    /// Raised by the view model when it changed; its view redraws.
    var changed: Event<Void> { get }
}

/// The association key: its address is what matters, not its value.
@MainActor
private var changedEventKey: UInt8 = 0

extension INotifyOnChanged {
    /// The view model's `changed` event, made on first use and attached to the view model.
    public var changed: Event<Void> {
        if let event = objc_getAssociatedObject(self, &changedEventKey) as? Event<Void> {
            return event
        }
        let event = Event<Void>()
        objc_setAssociatedObject(self, &changedEventKey, event, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return event
    }
}
