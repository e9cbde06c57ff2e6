import TestSupport
import Testing

@testable import Chapter2
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// The association key of these tests: its address is what matters.
private var tokenKey: UInt8 = 0

extension Chapter2Claims {
    @Suite("11. Nothing outlives what holds it")
    struct MemoryTests {
        @Test("A view and its view model are released when nothing holds them")
        func viewAndViewModelReleased() {
            weak var watchedView: CounterView?
            weak var watchedViewModel: CounterVM?
            do {
                let view = CounterView()
                let viewModel = CounterVM()
                view.viewModel = viewModel
                viewModel.changed.raise()
                watchedView = view
                watchedViewModel = viewModel
            }
            #expect(watchedView == nil)
            #expect(watchedViewModel == nil)
        }

        @Test("A notifying view model is not kept alive by its own changed event")
        func noSelfRetainingHandler() {
            weak var watchedViewModel: CounterVM?
            let view = CounterView()
            do {
                let viewModel = CounterVM()
                view.viewModel = viewModel
                watchedViewModel = viewModel
                view.viewModel = nil
            }
            #expect(watchedViewModel == nil)
        }

        @Test("The chapter's screen and its view model are released when nothing holds them")
        func chapterScreenReleased() async {
            weak var watchedController: ShowingTheOrders.OrdersVC?
            weak var watchedViewModel: ShowingTheOrders.OrdersVM?
            let provider = OrdersProvider()
            do {
                let viewController = ShowingTheOrders.OrdersVC()
                let viewModel = ShowingTheOrders.OrdersVM(ordersProvider: provider)
                viewController.viewModel = viewModel
                viewController.loadViewIfNeeded()
                watchedController = viewController
                watchedViewModel = viewModel
            }
            await provider.answered()
            #expect(watchedController == nil)
            #expect(watchedViewModel == nil)
        }

        @Test("A value attached to a view is released the moment the view is")
        func attachedValueReleasedWithItsView() {
            weak var watchedToken: Token?
            do {
                let view = UIView()
                let token = Token()
                watchedToken = token
                objc_setAssociatedObject(view, &tokenKey, token, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                #expect(objc_getAssociatedObject(view, &tokenKey) as? Token === token)
            }
            #expect(watchedToken == nil)
        }

        @Test("An object that is not a view never gets a dead object's value at its address")
        func noValueForANewObjectAtAnOldAddress() {
            for round in 0..<1000 {
                do {
                    let owner = Listener(name: "old")
                    objc_setAssociatedObject(
                        owner, &tokenKey, "value \(round)", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                }
                let newcomer = Listener(name: "new")  // often at the address just freed
                #expect(objc_getAssociatedObject(newcomer, &tokenKey) == nil)
            }
        }

        @Test(
            "The article's handler, which captures the view model, keeps it alive; the kit's does not"
        )
        func articleHandlerLeaksTheKitsDoesNot() {
            weak var articleViewModel: CounterVM?
            weak var kitViewModel: CounterVM?
            do {
                let articleView = ArticleBoundView()
                let viewModel = CounterVM()
                articleView.anyViewModel = viewModel
                articleViewModel = viewModel
            }
            do {
                let kitView = CounterView()
                let viewModel = CounterVM()
                kitView.viewModel = viewModel
                kitViewModel = viewModel
            }
            #expect(articleViewModel != nil, "the article's handler holds its view model for good")
            #expect(kitViewModel == nil)
        }
    }
}
