import TestSupport
import Testing

@testable import Chapter3
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter3Claims {
    @Suite("8. Beyond the article: the router keeps the container")
    struct RouterContainerTests {
        @Test("A router that outlives its container stops, naming itself and what it tried")
        func routerOutlivesContainer() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await onScreen(UIViewController()) { _ in
                    var container: Container? = Container()
                    let presenter: PresenterService = container!.resolve()
                    container = nil
                    presenter.present(DetailsVC.self, args: "hello")
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains(
                    "PresenterService outlived the container that built it, so it cannot resolve "
                        + "DetailsVM"
                ),
                "\(message)")
        }

        @Test("The container keeps its routers; the routers do not keep the container")
        func noRetainCycle() {
            weak var watchedContainer: Container?
            weak var watchedPresenter: PresenterService?
            do {
                let container = Container()
                let presenter: PresenterService = container.resolve()
                let navigator: NavigationService = container.resolve()
                _ = navigator
                watchedContainer = container
                watchedPresenter = presenter
            }
            #expect(watchedContainer == nil)
            #expect(watchedPresenter == nil)
        }
    }
}
