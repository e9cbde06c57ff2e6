// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation

/// Something in the responder chain: views, controllers, windows, scenes and the application.
/// Each one's `next` is where whatever it does not handle goes.
@MainActor
open class UIResponder: NSObject {
    #if !canImport(ObjectiveC)
    /// What `objc_setAssociatedObject` attached to this responder: released with it.
    var associatedObjects = AssociatedObjects()
    #endif
    /// How many times the update pass called each of its methods here, for `UpdatePass`.
    var passCalls = [0, 0, 0, 0]

    public override init() {
        super.init()
    }

    /// Nil here; each kind of responder says what comes after it.
    open var next: UIResponder? { nil }
}

#endif
