import ChapterRunner
import MVVMKit
import Observation

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "A container for any screen": the article's `ContainerView` around the split news list,
/// then what observing the content's model would cost, counted, with `ObservableObject` and
/// with Observation.
enum ContainerForAnyScreen {
    /// The split news list in the article's `ContainerView`, in a navigation stack.
    static func containedNewsList(from router: Split.NewsRouter) -> (
        screen: UIViewController, list: Split.NewsListView
    ) {
        let list = router.listScreen()
        let app = Split.NewsStack(router: router) { ContainerView(content: list) }
        return (UIHostingController(rootView: app), list)
    }

    static func run(in window: UIWindow) async {
        let router = Split.NewsRouter(news: NewsDesk(container: Container(), args: ()))
        let (screen, list) = containedNewsList(from: router)
        notDrawn { window.rootViewController = screen }
        print("A refresh and the list's own load overlap; the loader stays until both end:")
        let container = list.model.listener
        container?.showLoading()
        await list.interactor.load()
        await letTheTapFinish()
        print("The list's load ended; the refresh ends now, and the loader goes.")
        await notDrawnWhileWaiting {
            container?.hideLoading()
            await letTheTapFinish()
        }

        print("Search, pushed by value, is in the kit's container; it reports its own error:")
        await drawnAfterWaiting {
            tapButton("Search", on: screen)
            tapButton("Find \"\"", on: screen)
            await letTheTapFinish()
        }
        notDrawn {
            tapButton("OK", on: screen)
            goBack(on: screen)
        }

        print("Two errors reported before the container is on screen wait for it, together:")
        let other = router.listScreen()
        let waiting = ContainerView(content: other)
        other.model.listener?.showError(error: "The network connection was lost.")
        other.model.listener?.showError(error: "Your session is over.")
        let second = UIHostingController(rootView: waiting)
        drawnOnOneLine { window.rootViewController = second }
        notDrawn { tapButton("OK", on: second) }

        print("The same container on an Observation model of its own, during a refresh:")
        let observedList = router.listScreen()
        let observedApp = Split.NewsStack(router: router) {
            ObservedContainerView(content: observedList)
        }
        let third = UIHostingController(rootView: observedApp)
        notDrawn { window.rootViewController = third }
        await drawnOnOneLineWhileWaiting {
            observedList.model.listener?.showLoading()
            await letTheTapFinish()
        }
        print("The list loads, and the loader goes.")
        await notDrawnWhileWaiting {
            await observedList.interactor.load()
            observedList.model.listener?.hideLoading()
            await letTheTapFinish()
        }

        await pullingTheSignalsOver(in: window)
        await aParentRedraws(in: window)
    }

    /// The content's model changes its rows; which bodies run again, in three containers side
    /// by side, each over a model of its own. The point is the counts, so the screen is not
    /// drawn.
    static func pullingTheSignalsOver(in window: UIWindow) async {
        print("(three containers side by side, each over a rows model of its own)")
        await notDrawnWhileWaiting { await countingTheBodies(in: window) }
    }

    static func countingTheBodies(in window: UIWindow) async {
        let (delegated, subscribed, observed) = (RowsModel(), RowsModel(), ObservedListModel())
        let screen = UIHostingController(
            rootView: VStack {
                DelegateContainer(content: RowsView(model: delegated))
                SubscribedContainer(content: RowsView(model: subscribed))
                ReadingContainer(model: observed)
            })
        screen.title = "Three containers"
        window.rootViewController = screen
        await letTheTapFinish()
        _ = Evaluations.taken()
        print("The bodies that run when the content's rows change, under a container that")
        delegated.rows = ["Delegated"]
        await letTheTapFinish()
        print("  observes its own model only, as the article's does: " + Evaluations.taken())
        subscribed.rows = ["Subscribed"]
        await letTheTapFinish()
        print("  observes the content's model too: " + Evaluations.taken())
        observed.rows = ["Observed"]
        await letTheTapFinish()
        print("  reads the content's Observation model: " + Evaluations.taken())
        observed.isLoading = true
        await letTheTapFinish()
        print("and when the loading flag that last one reads changes: " + Evaluations.taken())
    }
}

/// The article's delegate, counting its bodies: the container observes its own model only,
/// which the content's model reports to. It keeps that model in `@StateObject` and wires it in
/// its body, so a redraw of the screen leaves both as they are.
struct DelegateContainer<Content: View & IModelView>: View {
    @StateObject private var containerModel = ContainerModel()
    let content: Content

    var body: some View {
        let _ = Evaluations.note(Self.self)
        content.viewModel?.listener = containerModel
        return ZStack {
            content
            if containerModel.isLoading {
                LoaderView()
            }
        }
    }
}

/// The content of the count: rows, in an `ObservableObject` model that reports to a container.
/// It also says whether it is loading, which a container that observes it may read.
final class RowsModel: ObservableObject, IModel {
    @Published var rows: [String] = []
    @Published var isLoading = false
    weak var listener: (any IScreenContainer)?
}

struct RowsView: View, IModelView {
    @ObservedObject var model: RowsModel

    var viewModel: (any IModel)? { model }

    var body: some View {
        let _ = Evaluations.note(Self.self)
        ForEach(model.rows, id: \.self) { Text($0) }
    }
}

/// What the article warns against: a container that also observes its content's model, to
/// read its state from there: here the loading flag, as `ReadingContainer` reads it.
struct SubscribedContainer: View {
    @ObservedObject var contentModel: RowsModel
    let content: RowsView

    init(content: RowsView) {
        self.content = content
        contentModel = content.model
    }

    var body: some View {
        let _ = Evaluations.note(Self.self)
        ZStack {
            content
            if contentModel.isLoading {
                LoaderView()
            }
        }
    }
}

/// The list's model with Observation: the screen's state in the model itself.
@Observable
final class ObservedListModel {
    var rows: [String] = []
    var isLoading = false
}

struct ObservedList: View {
    let model: ObservedListModel

    var body: some View {
        let _ = Evaluations.note(Self.self)
        ForEach(model.rows, id: \.self) { Text($0) }
    }
}

/// A container that reads its content's Observation model directly: its body runs again only
/// when what it read, the loading flag, changes.
struct ReadingContainer: View {
    let model: ObservedListModel

    var body: some View {
        let _ = Evaluations.note(Self.self)
        ZStack {
            ObservedList(model: model)
            if model.isLoading {
                LoaderView()
            }
        }
    }
}

// MARK: A parent that redraws

/// A headline a parent shows: changing it makes the parent's body run again.
@Observable
final class Headline {
    var text = "Today"
}

/// The article's container under a parent that redraws.
struct ArticleContainerUnderAHeadline: View {
    let headline: Headline
    let content: RowsView

    var body: some View {
        VStack {
            Text(headline.text)
            ContainerView(content: content)
        }
    }
}

/// A content model in the kit's terms: it reports to a `ScreenStateListener`.
final class ReportingRows: ScreenStateReporting {
    weak var stateListener: (any ScreenStateListener)?
}

/// The kit's container under a parent that redraws.
struct KitContainerUnderAHeadline: View {
    let headline: Headline
    let model: ReportingRows

    var body: some View {
        VStack {
            Text(headline.text)
            ScreenContainer(reporting: model) { Text("Rows") }
        }
    }
}

extension ContainerForAnyScreen {
    /// A parent redraws in the middle of a load, over the article's container and over the
    /// kit's.
    static func aParentRedraws(in window: UIWindow) async {
        print("A parent redraws during a load, under an alert the user has not read yet.")
        let headline = Headline()
        let rows = RowsModel()
        rows.rows = ["Rows"]
        notDrawn {
            window.rootViewController = UIHostingController(
                rootView: ArticleContainerUnderAHeadline(
                    headline: headline, content: RowsView(model: rows)))
        }
        print("(the article's container: the loader, and the alert over it)")
        await notDrawnWhileWaiting {
            rows.listener?.showLoading()
            rows.listener?.showError(error: "The network connection was lost.")
            await letTheTapFinish()
        }
        print("(the headline changes: the parent's body runs again)")
        await drawnOnOneLineWhileWaiting {
            headline.text = "Later"
            await letTheTapFinish()
        }
        print("Both are gone, though the load runs and the alert was never read: the redraw")
        print("made a new ContainerModel, whose hideLoading() will find no load, and stop.")

        print("The same over the kit's ScreenContainer, which keeps its state in @State.")
        let kitHeadline = Headline()
        let model = ReportingRows()
        let screen = UIHostingController(
            rootView: KitContainerUnderAHeadline(headline: kitHeadline, model: model))
        print("(the kit's container: the loader, and the alert over it)")
        await notDrawnWhileWaiting {
            window.rootViewController = screen
            model.stateListener?.beginLoading()
            model.stateListener?.showError("The network connection was lost.")
            await letTheTapFinish()
        }
        print("(the headline changes: the parent's body runs again; the alert stays)")
        kitHeadline.text = "Later"
        await letTheTapFinish()
        await drawnOnOneLineWhileWaiting {
            tapButton("OK", on: screen)
            await letTheTapFinish()
        }
        print("The loader stays too, until the load ends.")
        await notDrawnWhileWaiting {
            model.stateListener?.endLoading()
            await letTheTapFinish()
        }
    }
}
