import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "An overloaded view model": the article's news app in SwiftUI's MVVM, each view model
/// calling the service and formatting, each view building the screens it opens.
func anOverloadedViewModel(in window: UIWindow) async {
    let news = NewsDesk(container: Container(), args: ())
    let model = OverloadedNewsListModel(news: news)
    await model.load()
    let screen = UIHostingController(
        rootView: NavigationStack { OverloadedNewsListView(model: model, news: news) })
    window.rootViewController = screen
    tapButton("Swift 6 ships, 16 Sep 2024", on: screen)
    goBack(on: screen)
    await drawnAfterWaiting {
        tapButton("Search", on: screen)
        tapButton("Find \"swift\"", on: screen)
        await letTheTapFinish()
    }
}
