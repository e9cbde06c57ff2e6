#if canImport(UIKit)
import UIKit
#endif

/// A controller that can be built from its type alone: `SettingsViewController.instantiate()`
/// is a `SettingsViewController`, with no cast.
///
/// Reusable's `StoryboardBased` loads the controller from a storyboard named after its class.
/// The console has no storyboards, so here `init()` builds it; a `final` controller gets
/// `init()` from `UIViewController` and needs to write nothing.
@MainActor
public protocol Instantiable: AnyObject {
    /// A new instance, as `instantiate()` makes it.
    init()
}

extension Instantiable {
    /// A new instance: the type's own `init()`, where a storyboard would load one.
    public static func instantiate() -> Self {
        Self()
    }
}
