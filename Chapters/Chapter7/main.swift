import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 7: responder chains. Each call below is one section of the chapter;
// docs/chapter-7-responder-chains.md explains every line it prints.
print("Chapter 7: responder chains")
// An app is handed its window scene in scene(_:willConnectTo:options:); the console app has
// one, connected from the start.
guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
    fatalError("The app has no window scene to show a window in.")
}
let window = UIWindow(windowScene: scene)
window.makeKeyAndVisible()
ResponderChain.trace = { responder, step in print("  \(type(of: responder)): \(step)") }
uikitsResponderChain(in: window)
anEventGoesUp(in: window)
receiveAndDecide(in: window)
typedFilters(in: window)
errorsTravelToo(in: window)
changeWhoHandles(in: window)
