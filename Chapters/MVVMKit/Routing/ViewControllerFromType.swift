#if canImport(UIKit)
import UIKit
#else
import Foundation
#endif

/// Builds a controller from its type, as `VC()` reads in UIKit.
///
/// Swift calls an initializer on a type it knows only generically when that initializer is
/// `required`. UIKit's `init()` is not, but initializers imported from Objective-C are exempt
/// from the rule. Without that runtime, the one required initializer UIKit has,
/// `init?(coder:)`, is the way in; the console has no storyboards, so it builds an empty
/// controller, as `init()` would.
@MainActor
func makeViewController<VC: UIViewController>(_ type: VC.Type) -> VC {
    #if canImport(UIKit)
    return VC()
    #else
    guard let viewController = VC(coder: NSCoder()) else {
        fatalError("\(VC.self).init?(coder:) returned nil, so a router cannot build it.")
    }
    return viewController
    #endif
}
