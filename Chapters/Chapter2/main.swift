import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 2: MVVM with events and observable wrappers. Each call below is one section of
// the chapter, in the article's order; docs/chapter-2-mvvm.md explains every line it prints.
if let seconds = ProcessInfo.processInfo.environment["CHAPTER_DELAY_SECONDS"].flatMap(Double.init) {
    OrdersProvider.delay = .seconds(seconds)
}

print("Chapter 2: MVVM with events and observable wrappers")
// An app is handed its window scene in scene(_:willConnectTo:options:); the console app has
// one, connected from the start.
guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
    fatalError("The app has no window scene to show a window in.")
}
let window = UIWindow(windowScene: scene)
window.makeKeyAndVisible()
viewMeetsViewModel()
await NotReally.run(in: window)
Events.run()
await ShowingTheOrders.run(in: window)
await ObservingAProperty.run(in: window)
