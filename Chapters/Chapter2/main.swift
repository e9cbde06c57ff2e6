import Foundation
import MVVMKit

// Chapter 2: MVVM with events and observable wrappers. Each call below is one section of
// the chapter, in the article's order; docs/chapter-2-mvvm.md explains every line it prints.
if let seconds = ProcessInfo.processInfo.environment["CHAPTER_DELAY_SECONDS"].flatMap(Double.init) {
    OrdersProvider.delay = .seconds(seconds)
}

print("Chapter 2: MVVM with events and observable wrappers")
let window = UIWindow()
window.makeKeyAndVisible()
viewMeetsViewModel()
await NotReally.run(in: window)
Events.run()
await ShowingTheOrders.run(in: window)
await ObservingAProperty.run(in: window)
