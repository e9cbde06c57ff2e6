import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "View, interactor, presenter and router": the same app, each role in a type of its own,
/// and every module put together by the router. The types are in NewsApp/.
func viewInteractorPresenterAndRouter(in window: UIWindow) async {
    let router = Split.NewsRouter(news: NewsDesk(container: Container(), args: ()))
    let list = router.listModule()
    let screen = UIHostingController(rootView: Split.NewsStack(router: router, list: list))
    await printScreen(.notAtAll) {
        window.rootViewController = screen
        await waitForTheViewsTasks()
    }
    await printScreen(.inABox) {
        tapButton("Search", on: screen)
        await waitForTheViewsTasks()
        tapButton("Find \"ui\"", on: screen)
        await waitForTheViewsTasks()
    }
}
