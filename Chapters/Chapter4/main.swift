import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 4: view models from protocols. Each call below is one section of the chapter, in
// the article's order; docs/chapter-4-protocol-view-models.md explains every line it prints.
print("Chapter 4: view models from protocols")
// An app is handed its window scene in scene(_:willConnectTo:options:); the console app has
// one, connected from the start.
guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
    fatalError("The app has no window scene to show a window in.")
}
let window = UIWindow(windowScene: scene)
window.makeKeyAndVisible()
screensFromTheirType()
TypedViewModel.run()
FromServices.run()
ByComposition.run()
let container = containerAsServices()
cellsByType(in: window, from: container)
modelViewApplication(in: window)
