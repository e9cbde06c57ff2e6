import MVVMKit

/// "Open the side menu", from anywhere in the main flow.
struct OpenSideMenu: BubbleNotification {}

/// The user asked to open an order: the list says so, and the flow that owns the screens acts.
struct OpenOrder: BubbleNotification {
    let number: Int
}

/// The user signed out, from whichever screen.
struct SignOut: BubbleNotification {}

/// The app's language changed: every model hears it.
struct LanguageChanged: GlobalEvent {
    let language: String
}

/// The talk's table of errors, one enum; each case is handled by a different model.
enum AppError: Error, Hashable {
    case validation
    case noResults
    case subscriptionExpired
    case badToken
}
