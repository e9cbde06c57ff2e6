import ChapterRunner
import MVVMKit
import Observation

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "A parent that redraws": the headline above a container changes in the middle of a load,
/// with an error the user has not read yet; over the article's container, then over the kit's,
/// which the news app's screens use.
enum AParentRedraws {
    static func run(in window: UIWindow) async {
        let headline = Headline()
        let headlines = HeadlinesModel()
        headlines.rows = ["Swift 6 ships"]
        let screen = UIHostingController(
            rootView: ArticleContainerUnderAHeadline(headline: headline, model: headlines))
        print("The article's container, during a load, with an error the user has not read:")
        await printScreen(.onOneLine) {
            window.rootViewController = screen
            headlines.stateListener?.beginLoading()
            headlines.stateListener?.showError("The network connection was lost.")
        }
        _ = bodiesEvaluated(on: screen)
        print("(the headline changes)")
        await printScreen(.onOneLine) { headline.text = "Later" }
        print("Bodies evaluated: \(bodiesEvaluated(on: screen))")

        let kitHeadline = Headline()
        let model = HeadlinesModel()
        model.rows = ["Swift 6 ships"]
        let kitScreen = UIHostingController(
            rootView: KitContainerUnderAHeadline(headline: kitHeadline, model: model))
        print("The kit's ScreenContainer, the same way:")
        await printScreen(.onOneLine) {
            window.rootViewController = kitScreen
            model.stateListener?.beginLoading()
            model.stateListener?.showError("The network connection was lost.")
        }
        _ = bodiesEvaluated(on: kitScreen)
        print("(the headline changes)")
        await printScreen(.onOneLine) { kitHeadline.text = "Later" }
        print("Bodies evaluated: \(bodiesEvaluated(on: kitScreen))")
        await printScreen(.onOneLine) { tapButton("OK", on: kitScreen) }

        print("The news app's screens are in the kit's container; a search with no words:")
        let router = Split.NewsRouter(news: NewsDesk(container: Container(), args: ()))
        let news = UIHostingController(
            rootView: Split.NewsStack(router: router, list: router.listModule()))
        await printScreen(.notAtAll) {
            window.rootViewController = news
            await waitForTheViewsTasks()
        }
        await printScreen(.inABox) {
            tapButton("Search", on: news)
            await waitForTheViewsTasks()
            tapButton("Find \"\"", on: news)
            await waitForTheViewsTasks()
        }
    }
}

/// A headline a parent shows: changing it makes the parent's body run again.
@Observable
final class Headline {
    var text = "Today"
}

/// The article's container under a parent that redraws.
struct ArticleContainerUnderAHeadline: View {
    let headline: Headline
    let model: HeadlinesModel

    var body: some View {
        VStack {
            Text(headline.text)
            ContainerView(reporting: model, content: HeadlinesView(model: model))
        }
    }
}

/// The kit's container under a parent that redraws.
struct KitContainerUnderAHeadline: View {
    let headline: Headline
    let model: HeadlinesModel

    var body: some View {
        VStack {
            Text(headline.text)
            ScreenContainer(reporting: model) { HeadlinesView(model: model) }
        }
    }
}
