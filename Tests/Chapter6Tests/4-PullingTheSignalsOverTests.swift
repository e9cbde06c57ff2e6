import ChapterRunner
import Testing

@testable import Chapter6
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter6Claims {
    @Suite("4. Pulling the signals over")
    struct PullingTheSignalsOverTests {
        @Test(
            "A container observing only its own model leaves a change of the content's rows alone")
        func delegateDoesNotPullTheSignals() {
            let model = HeadlinesModel()
            let screen = UIHostingController(
                rootView: ContainerView(reporting: model, content: HeadlinesView(model: model)))
            _ = screen.contentLines()
            _ = bodiesEvaluated(on: screen)
            model.rows = ["Changed"]
            _ = screen.contentLines()
            #expect(bodiesEvaluated(on: screen) == "HeadlinesView 1")
        }

        @Test(
            "A container that observes the content's model too runs again for each of its changes")
        func subscribingPullsTheSignals() {
            let model = HeadlinesModel()
            let screen = UIHostingController(
                rootView: SubscribedContainer(content: HeadlinesView(model: model)))
            _ = screen.contentLines()
            _ = bodiesEvaluated(on: screen)
            model.rows = ["Changed"]
            _ = screen.contentLines()
            #expect(bodiesEvaluated(on: screen) == "SubscribedContainer 1, HeadlinesView 1")
        }

        @Test(
            "With Observation, a container that reads the content's model runs again for what it read"
        )
        func observationReadsWhatItNeeds() {
            let model = ObservedHeadlines()
            let screen = UIHostingController(rootView: ReadingContainer(model: model))
            _ = screen.contentLines()
            _ = bodiesEvaluated(on: screen)
            model.rows = ["Changed"]
            _ = screen.contentLines()
            #expect(bodiesEvaluated(on: screen) == "ObservedHeadlinesView 1")
            model.isLoading = true
            _ = screen.contentLines()
            #expect(bodiesEvaluated(on: screen) == "ReadingContainer 1, LoaderView 1")
        }
    }
}
