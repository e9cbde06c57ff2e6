import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 5: selecting rows. Each call below is one section of the chapter;
// docs/chapter-5-selection.md explains every line it prints.
print("Chapter 5: selecting rows")
// An app is handed its window scene in scene(_:willConnectTo:options:); the console app has
// one, connected from the start.
guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
    fatalError("The app has no window scene to show a window in.")
}
let window = UIWindow(windowScene: scene)
window.makeKeyAndVisible()
strategies(in: window)
interceptors(in: window)
changingTheList()
theDeselectBug(in: window)
