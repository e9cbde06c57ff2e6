import MVVMKit

/// The user asked to open an order: the list says so, and the flow that owns the screens acts.
struct OpenOrder: BubbleNotification {
    let number: Int
}

/// The user signed out, from whichever screen.
struct SignOut: BubbleNotification {}
