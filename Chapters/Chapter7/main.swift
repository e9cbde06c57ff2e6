import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

// Chapter 7: responder chains. Each section below is one section of the chapter's page;
// docs/chapter-7-responder-chains.md explains every line it prints.
let chapter = Chapter("Chapter 7: responder chains")
// An app is handed its window scene in scene(_:willConnectTo:options:); the console app has
// one, connected from the start.
guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
    fatalError("The app has no window scene to show a window in.")
}
let window = UIWindow(windowScene: scene)
window.makeKeyAndVisible()
ResponderChain.trace = { responder, step in print("  \(type(of: responder)): \(step)") }
chapter.section("UIKit's responder chain") { uikitsResponderChain(in: window) }
chapter.section("An event goes up until someone handles it") { anEventGoesUp(in: window) }
chapter.section("Receive: handle it, or pass it on") { receiveAndDecide(in: window) }
chapter.section("A responder for one type ignores the others") { typedFilters(in: window) }
chapter.section("Errors travel the same way") { errorsTravelToo(in: window) }
chapter.section("The same tap, another handler") { changeWhoHandles(in: window) }
chapter.play(setUp: { Playing.setUp(in: window) }, commands: Playing.commands)
await chapter.run()
