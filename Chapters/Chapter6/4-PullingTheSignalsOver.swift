import ChapterRunner
import MVVMKit
import Observation

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "Pulling the signals over": the content's rows change; which bodies run again, under three
/// containers side by side, each over a model of its own. The point is the counts, so the
/// screen is not printed.
enum PullingTheSignalsOver {
    static func run(in window: UIWindow) async {
        let (delegated, subscribed) = (HeadlinesModel(), HeadlinesModel())
        let observed = ObservedHeadlines()
        let screen = UIHostingController(
            rootView: VStack {
                ContainerView(reporting: delegated, content: HeadlinesView(model: delegated))
                SubscribedContainer(content: HeadlinesView(model: subscribed))
                ReadingContainer(model: observed)
            })
        await printScreen(.notAtAll) { window.rootViewController = screen }
        _ = bodiesEvaluated(on: screen)
        print("The bodies that run when the content's rows change, under")
        await printScreen(.notAtAll) { delegated.rows = ["Swift 6 ships"] }
        print("  ContainerView: \(bodiesEvaluated(on: screen))")
        await printScreen(.notAtAll) { subscribed.rows = ["Swift 6 ships"] }
        print("  SubscribedContainer: \(bodiesEvaluated(on: screen))")
        await printScreen(.notAtAll) { observed.rows = ["Swift 6 ships"] }
        print("  ReadingContainer: \(bodiesEvaluated(on: screen))")
        await printScreen(.notAtAll) { observed.isLoading = true }
        print("and when ReadingContainer's loading flag changes: \(bodiesEvaluated(on: screen))")
    }
}

/// What the article warns against: a container that also observes its content's model, to
/// read its state from there: here the loading flag, as `ReadingContainer` reads it.
struct SubscribedContainer: View {
    @ObservedObject var contentModel: HeadlinesModel
    let content: HeadlinesView

    init(content: HeadlinesView) {
        self.content = content
        contentModel = content.model
    }

    var body: some View {
        ZStack {
            content
            if contentModel.isLoading {
                LoaderView()
            }
        }
    }
}

/// The headlines with Observation: the screen's state in the model itself.
@Observable
final class ObservedHeadlines {
    var rows: [String] = []
    var isLoading = false
}

struct ObservedHeadlinesView: View {
    let model: ObservedHeadlines

    var body: some View {
        ForEach(model.rows, id: \.self) { Text($0) }
    }
}

/// A container that reads its content's Observation model directly: its body runs again only
/// when what it read, the loading flag, changes.
struct ReadingContainer: View {
    let model: ObservedHeadlines

    var body: some View {
        ZStack {
            ObservedHeadlinesView(model: model)
            if model.isLoading {
                LoaderView()
            }
        }
    }
}
