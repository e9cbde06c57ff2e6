import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The app's delegate: a responder, so the last link of the chain, after the application.
final class AppDelegate: UIResponder, UIApplicationDelegate {}
