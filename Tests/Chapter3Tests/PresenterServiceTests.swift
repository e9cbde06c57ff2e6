import TestSupport
import Testing

@testable import Chapter3
@testable import MVVMKit

@Suite("2. PresenterService")
struct PresenterServiceTests {
    @Test("present builds the controller and gives it a view model resolved with the arguments")
    func presentBuildsAndResolves() {
        let container = TestApp.container
        let presenter: PresenterService = container.resolve()
        let root = UIViewController()
        showing(root) {
            presenter.present(DetailsVC.self, args: "hello")
            let details = root.presentedViewController as? DetailsVC
            #expect(details?.viewModel?.text == "hello")
            #expect(details?.viewModel?.service === (container.resolve() as Service))
        }
    }

    @Test("The chapter's details screen shows the title its view model made from the order")
    func chapterDetailsScreen() {
        let container = TestApp.container
        let presenter: PresenterService = container.resolve()
        let root = UIViewController()
        let drawn = showing(root) {
            presenter.present(OrderDetailsVC.self, args: Order(name: "Order", id: 3))
        }
        #expect(drawn.last?.contains("Details of Order #3") == true)
    }

    @Test("dismiss returns to the screen that presented")
    func dismissReturns() {
        let container = TestApp.container
        let presenter: PresenterService = container.resolve()
        let root = UIViewController()
        showing(root) {
            presenter.present(DetailsVC.self, args: "hello")
            presenter.dismiss()
            #expect(root.presentedViewController == nil)
            #expect(presenter.topViewController === root)
        }
    }

    @Test("A presented, then dismissed screen, its view model and their services are released")
    func dismissedScreenReleased() {
        let container = TestApp.container
        let presenter: PresenterService = container.resolve()
        weak var watchedScreen: DetailsVC?
        weak var watchedViewModel: DetailsVM?
        weak var watchedFormatter: Formatter?
        showing(UIViewController()) {
            presenter.present(DetailsVC.self, args: "hello")
            watchedScreen = presenter.topViewController as? DetailsVC
            watchedViewModel = watchedScreen?.viewModel
            watchedFormatter = watchedViewModel?.formatter
            #expect(watchedFormatter != nil)
            presenter.dismiss()
        }
        useTheSideTablesUntilTheyHaveLookedEverywhere()
        #expect(watchedScreen == nil)
        #expect(watchedViewModel == nil)
        #expect(watchedFormatter == nil, "its per-request service goes with it")
    }

    @Test("Presenting with no key window stops, saying what is missing")
    func presentWithoutWindow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let container = TestApp.container
                let presenter: PresenterService = container.resolve()
                presenter.present(DetailsVC.self, args: "hello")
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "PresenterService cannot present DetailsVC: there is no key window with a root view controller"
            ),
            "\(message)")
    }

    @Test("Dismissing when nothing is presented stops, naming the top controller")
    func dismissWithNothingPresented() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                makeKeyWindow(showing: UIViewController())
                let container = TestApp.container
                let presenter: PresenterService = container.resolve()
                presenter.dismiss()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "PresenterService cannot dismiss: the top view controller, UIViewController, was not presented"
            ),
            "\(message)")
    }
}

@Suite("2b. A router and its container")
struct RouterContainerTests {
    @Test("A router that outlives its container stops, naming itself and what it tried")
    func routerOutlivesContainer() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                makeKeyWindow(showing: UIViewController())
                var container: Container? = Container()
                let presenter: PresenterService = container!.resolve()
                container = nil
                presenter.present(DetailsVC.self, args: "hello")
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "PresenterService outlived the container that built it, so it cannot resolve DetailsVM"
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
