import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 3: routing services. Each section below is one section of the chapter's page, in
// the article's order; docs/chapter-3-routing.md explains every line it prints.
let chapter = Chapter("Chapter 3: routing services")
if let delay = delaySetting() {
    OrdersProvider.delay = delay
}
let window = makeKeyWindow()
let container = Container()
var ordersScreen: OrdersVC?
chapter.section("PresenterService") {
    ordersScreen = await presentingModally(in: window, from: container)
}
chapter.section("Pushing onto a navigation stack") {
    await pushingOntoAStack(in: window, from: container)
}
chapter.section("Navigation after an asynchronous result") {
    await afterAnAsyncResult(in: window, from: container)
}
chapter.section("Which screen opens is business logic") {
    await whichScreenIsBusinessLogic(in: window, from: container)
}
chapter.section("Finding the top controller", needs: 1) {
    findingTheTop(of: ordersScreen!, in: window, from: container)
}
chapter.section("A router you can replace in tests") { replaceableRouter() }
chapter.section("One place sees all navigation") { onePlaceForNavigation(in: window) }
chapter.play(setUp: { await Playing.setUp(in: window, from: container) })
await chapter.run()
