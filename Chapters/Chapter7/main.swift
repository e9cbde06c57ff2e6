import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 7: responder chains. Each section below is one section of the chapter's page;
// docs/chapter-7-responder-chains.md explains every line it prints.
let chapter = Chapter("Chapter 7: responder chains")
// The app keeps its delegate only weakly; the app's entry point keeps it, as UIKit's does.
let appDelegate = AppDelegate()
UIApplication.shared.delegate = appDelegate
let window = makeKeyWindow()
ResponderChain.trace = { responder, step in print("  \(responder): \(step)") }
chapter.section("A closure in the environment") { ClosureChain.run(in: window) }
chapter.section("A responder hears only its descendants") { OnlyDescendants.run(in: window) }
chapter.section("The library's verbs as modifiers") { LibraryVerbs.run(in: window) }
chapter.section("A message nobody takes, in SwiftUI") { NobodyTakesIt.run(in: window) }
chapter.section("UIKit's responder chain") { uikitsResponderChain(in: window) }
chapter.section("An event goes up until someone handles it") { await anEventGoesUp(in: window) }
chapter.section("Receive: handle it, or pass it on") { await receiveAndDecide(in: window) }
chapter.section("A responder for one type ignores the others") { await typedFilters(in: window) }
chapter.section("Transform: one event becomes another") {
    await transformOneEventIntoAnother(in: window)
}
chapter.section("Errors travel the same way") {
    await errorsTravelToo(in: window, appDelegate: appDelegate)
}
chapter.section("The hierarchy can change") { await theHierarchyCanChange(in: window) }
chapter.section("A message nobody handles") { await aMessageNobodyHandles(in: window) }
chapter.play(in: window, screens: Playing.screens, commands: Playing.commands)
await chapter.run()
