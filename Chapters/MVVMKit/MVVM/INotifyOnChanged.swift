/// A view model that can tell its view "I changed, redraw yourself" without knowing the view.
/// Conforming is all it takes: the event comes with the protocol.
@MainActor
public protocol INotifyOnChanged: AnyObject {
    /// Raised by the view model when it changed; its view redraws.
    var changed: Event<Void> { get }
}

@MainActor
let changedEvents = AssociatedValues<Event<Void>>()

extension INotifyOnChanged {
    /// The view model's `changed` event, made on first use and kept in a side table.
    public var changed: Event<Void> {
        if let event = changedEvents[self] {
            return event
        }
        let event = Event<Void>()
        changedEvents[self] = event
        return event
    }
}
