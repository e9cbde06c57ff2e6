import TestSupport
import Testing

@testable import Chapter3
@testable import ChapterRunner
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter3Claims {
    @Suite("2. NavigationService: pushing onto a stack")
    struct NavigationServiceTests {
        @Test("push builds the controller, resolves its view model and pushes it on the top stack")
        func pushBuildsAndResolves() async {
            let container = TestApp.container
            let navigator: NavigationService = container.resolve()
            let navigation = UINavigationController(rootViewController: UIViewController())
            await onScreen(navigation) { _ in
                navigator.pushViewController(DetailsVC.self, args: "hello")
                let details = navigation.topViewController as? DetailsVC
                #expect(navigation.viewControllers.count == 2)
                #expect(details?.viewModel?.text == "hello")
                #expect(details?.viewModel?.service === (container.resolve() as Service))
            }
        }

        @Test("The navigation controller is found among the top controller's children")
        func foundAmongChildren() async {
            let navigator: NavigationService = TestApp.container.resolve()
            let navigation = UINavigationController(rootViewController: UIViewController())
            let parent = UIViewController()
            parent.addChild(UIViewController())
            parent.addChild(navigation)
            await onScreen(parent) { _ in
                #expect(navigator.topNavigationController === navigation)
            }
        }

        @Test("pop returns to the previous screen")
        func popReturns() async {
            let container = TestApp.container
            let navigator: NavigationService = container.resolve()
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            await onScreen(navigation) { _ in
                navigator.pushViewController(DetailsVC.self, args: "hello")
                navigator.popViewController()
                #expect(navigation.topViewController === root)
            }
        }

        @Test("A pushed, then popped screen, its view model and their services are released")
        func poppedScreenReleased() async {
            let container = TestApp.container
            let navigator: NavigationService = container.resolve()
            let navigation = UINavigationController(rootViewController: UIViewController())
            weak var watchedScreen: DetailsVC?
            weak var watchedViewModel: DetailsVM?
            weak var watchedFormatter: Formatter?
            await onScreen(navigation) { _ in
                navigator.pushViewController(DetailsVC.self, args: "hello")
                watchedScreen = navigation.topViewController as? DetailsVC
                watchedViewModel = watchedScreen?.viewModel
                watchedFormatter = watchedViewModel?.formatter
                #expect(watchedFormatter != nil)
                navigator.popViewController()
            }
            #expect(watchedScreen == nil)
            #expect(watchedViewModel == nil)
            #expect(watchedFormatter == nil, "its per-request service goes with it")
        }

        @Test("Pushing with no navigation controller stops, saying what is missing")
        func pushWithoutNavigation() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await onScreen(UIViewController()) { _ in
                    let container = TestApp.container
                    let navigator: NavigationService = container.resolve()
                    navigator.pushViewController(DetailsVC.self, args: "hello")
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(
                    [
                        "NavigationService cannot push DetailsVC: the top view controller, "
                            + "UIViewController, "
                            + "is not in a navigation controller",
                        "Embed it in a UINavigationController",
                    ], in: message
                ).isEmpty, "\(message)")
        }

        @Test("Pushing with no key window stops, saying what is missing")
        func pushWithoutWindow() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let container = TestApp.container
                    let navigator: NavigationService = container.resolve()
                    navigator.pushViewController(DetailsVC.self, args: "hello")
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains(
                    "NavigationService cannot push DetailsVC: there is no key window with a root "
                        + "view controller"
                ),
                "\(message)")
        }

        @Test("Popping the root screen stops, saying why")
        func popAtRoot() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await onScreen(UINavigationController(rootViewController: UIViewController())) {
                    _ in
                    let navigator: NavigationService = TestApp.container.resolve()
                    navigator.popViewController()
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains(
                    "NavigationService cannot pop: the navigation stack holds only its root"),
                "\(message)")
        }

        @Test("In a navigation app, the same tap pushes the details")
        func tapPushesDetails() async throws {
            let container = chapterContainer()
            let list = OrdersVC()
            list.viewModel = container.resolve() as PushingOrdersVM
            let navigation = UINavigationController(rootViewController: list)
            await onScreen(navigation) { _ in
                tapRow(1, on: list)
                let details = navigation.topViewController as? OrderDetailsVC
                #expect(details?.viewModel?.title == "Details of Order #2")
            }
        }
    }
}
