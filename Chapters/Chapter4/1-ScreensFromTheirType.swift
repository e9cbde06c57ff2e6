import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// A screen that knows how to build itself: no storyboard in the console, so `init()` does.
final class SettingsViewController: UIViewController, Instantiable {}

/// The article's section "Views made simple with Reusable": a controller from its type, typed, with
/// no cast.
func screensFromTheirType() {
    let settings = SettingsViewController.instantiate()
    let made = type(of: settings)
    print("SettingsViewController.instantiate() gave a \(made): no cast, no optional.")
}
