import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 3: routing services. Each call below is one section of the chapter, in the
// article's order; docs/chapter-3-routing.md explains every line it prints.
if let seconds = ProcessInfo.processInfo.environment["CHAPTER_DELAY_SECONDS"].flatMap(Double.init) {
    OrdersProvider.delay = .seconds(seconds)
}

print("Chapter 3: routing services")
// An app is handed its window scene in scene(_:willConnectTo:options:); the console app has
// one, connected from the start.
guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
    fatalError("The app has no window scene to show a window in.")
}
let window = UIWindow(windowScene: scene)
window.makeKeyAndVisible()
let container = Container()
let ordersScreen = await presentingModally(in: window, from: container)
await pushingOntoAStack(in: window, from: container)
await afterAnAsyncResult(in: window, from: container)
await whichScreenIsBusinessLogic(in: window, from: container)
findingTheTop(of: ordersScreen, in: window, from: container)
replaceableRouter()
onePlaceForNavigation(in: window)
