import TestSupport
import Testing

@testable import Chapter3
@testable import ChapterRunner
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter3Claims {
    @Suite("1. PresenterService")
    struct PresenterServiceTests {
        @Test("present builds the controller and gives it a view model resolved with the arguments")
        func presentBuildsAndResolves() async {
            let container = TestApp.container
            let presenter: PresenterService = container.resolve()
            let root = UIViewController()
            await onScreen(root) { _ in
                presenter.present(DetailsVC.self, args: "hello")
                let details = root.presentedViewController as? DetailsVC
                #expect(details?.viewModel?.text == "hello")
                #expect(details?.viewModel?.service === (container.resolve() as Service))
            }
        }

        @Test("The chapter's details screen shows the title its view model made from the order")
        func chapterDetailsScreen() async {
            let container = TestApp.container
            let presenter: PresenterService = container.resolve()
            let root = UIViewController()
            let drawn = await onScreen(root) { _ in
                presenter.present(OrderDetailsVC.self, args: Order(name: "Order", id: 3))
            }
            #expect(drawn.last?.contains("Details of Order #3") == true)
        }

        @Test("dismiss returns to the screen that presented")
        func dismissReturns() async {
            let container = TestApp.container
            let presenter: PresenterService = container.resolve()
            let root = UIViewController()
            await onScreen(root) { _ in
                presenter.present(DetailsVC.self, args: "hello")
                presenter.dismiss()
                #expect(root.presentedViewController == nil)
                #expect(presenter.topViewController === root)
            }
        }

        @Test("dismiss works from a screen pushed inside a presented navigation controller")
        func dismissFromInsideAPresentedStack() async {
            let container = TestApp.container
            let presenter: PresenterService = container.resolve()
            let root = UIViewController()
            await onScreen(root) { _ in
                let stack = UINavigationController(rootViewController: UIViewController())
                root.present(stack, animated: true)
                stack.pushViewController(UIViewController(), animated: true)
                presenter.dismiss()
                #expect(root.presentedViewController == nil)
                #expect(presenter.topViewController === root)
            }
        }

        @Test("A presented, then dismissed screen, its view model and their services are released")
        func dismissedScreenReleased() async {
            let container = TestApp.container
            let presenter: PresenterService = container.resolve()
            weak var watchedScreen: DetailsVC?
            weak var watchedViewModel: DetailsVM?
            weak var watchedFormatter: Formatter?
            await onScreen(UIViewController()) { _ in
                presenter.present(DetailsVC.self, args: "hello")
                watchedScreen = presenter.topViewController as? DetailsVC
                watchedViewModel = watchedScreen?.viewModel
                watchedFormatter = watchedViewModel?.formatter
                #expect(watchedFormatter != nil)
                presenter.dismiss()
            }
            #expect(watchedScreen == nil)
            #expect(watchedViewModel == nil)
            #expect(watchedFormatter == nil, "its per-request service goes with it")
        }

        @Test("Presenting with no key window stops, saying what is missing")
        func presentWithoutWindow() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let container = TestApp.container
                    let presenter: PresenterService = container.resolve()
                    presenter.present(DetailsVC.self, args: "hello")
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains(
                    "PresenterService cannot present DetailsVC: there is no key window with a "
                        + "root view controller"
                ),
                "\(message)")
        }

        @Test("Dismissing when nothing is presented stops, naming the top controller")
        func dismissWithNothingPresented() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await onScreen(UIViewController()) { _ in
                    let container = TestApp.container
                    let presenter: PresenterService = container.resolve()
                    presenter.dismiss()
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains(
                    "PresenterService cannot dismiss: the top view controller, UIViewController, "
                        + "was not presented"
                ),
                "\(message)")
        }

        @Test("A tap on a row presents that order's details, with its dependencies resolved")
        func tapPresentsDetails() async throws {
            let container = chapterContainer()
            let list = OrdersVC()
            list.viewModel = container.resolve() as OrdersVM
            await onScreen(list) { _ in
                tapRow(2, on: list)
                let details = list.presentedViewController as? OrderDetailsVC
                #expect(details?.viewModel?.title == "Details of Order #3")
            }
        }

        @Test("present takes only the arguments of the view model the screen shows")
        func presentChecksTheArguments() async throws {
            let result = try await typecheck(
                """
                import MVVMKit
                final class DetailsVM: IPerRequest {
                    init(container: any IContainer, args: Int) {}
                }
                final class DetailsVC: UIViewController, IHaveViewModel {
                    typealias ViewModel = DetailsVM
                }
                @MainActor func open(_ presenter: PresenterService) {
                    presenter.present(DetailsVC.self, args: "seven")
                }
                """)
            #expect(result.status != 0)
            #expect(
                result.stderr.contains(
                    "cannot convert value of type 'String' to expected argument type 'Int'"),
                "\(result.stderr)")
        }
    }
}
