import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The window a chapter shows its screens in, made key and visible. An app is handed its window
/// scene in `scene(_:willConnectTo:options:)`; the console app has one, connected from the
/// start.
public func makeKeyWindow() -> UIWindow {
    guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
        fatalError("The app has no window scene to show a window in.")
    }
    let window = UIWindow(windowScene: scene)
    window.makeKeyAndVisible()
    return window
}
