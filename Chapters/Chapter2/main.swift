import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 2: MVVM with events and observable wrappers. Each section below is one section of
// the chapter's page, in the article's order; docs/chapter-2-mvvm.md explains every line it
// prints.
let chapter = Chapter("Chapter 2: MVVM with events and observable wrappers")
if let delay = delaySetting() {
    OrdersProvider.delay = delay
}
let window = makeKeyWindow()
chapter.section("The view meets its view model") { viewMeetsViewModel() }
chapter.section("Showing the orders (not really)") { await NotReally.run(in: window) }
chapter.section("Reinventing events") { Events.run() }
chapter.section("Showing the orders") { await ShowingTheOrders.run(in: window) }
chapter.section("Watching one property") {
    await ObservingAProperty.run(in: window)
}
chapter.section("The same screen in SwiftUI") { await InSwiftUI.run(in: window) }
chapter.section("The same screen with Observation") { await WithObservation.run(in: window) }
chapter.section("One view model for UIKit and SwiftUI") { await SharedWithUIKit.run(in: window) }
chapter.section("UIKit tracks Observation itself") { await TrackedByUIKit.run(in: window) }
chapter.section("Who owns a model") { await WhoOwnsAModel.run(in: window) }
chapter.play(in: window, screens: Playing.screens, commands: Playing.commands)
await chapter.run()
