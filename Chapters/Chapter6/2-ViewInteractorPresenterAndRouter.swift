import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "View, interactor, presenter and router": the same app, each role in a type of its own,
/// and every module put together by the router.
func viewInteractorPresenterAndRouter(in window: UIWindow) async {
    let router = Split.NewsRouter(news: NewsDesk(container: Container(), args: ()))
    let list = router.listScreen()
    let screen = UIHostingController(rootView: Split.NewsStack(router: router) { list })
    print("(the same news list as in section 1, drawn by the split types)")
    await notDrawnWhileWaiting {
        window.rootViewController = screen
        await list.interactor.load()
        await letTheTapFinish()
    }
    await drawnAfterWaiting {
        tapButton("Search", on: screen)
        tapButton("Find \"ui\"", on: screen)
        await letTheTapFinish()
    }
}
