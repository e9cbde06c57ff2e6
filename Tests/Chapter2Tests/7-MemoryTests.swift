import TestSupport
import Testing

@testable import Chapter2
@testable import MVVMKit

extension Chapter2Claims {
    @Suite("7. Nothing outlives what holds it")
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
            useTheSideTablesUntilTheyHaveLookedEverywhere()
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
            useTheSideTablesUntilTheyHaveLookedEverywhere()
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
            useTheSideTablesUntilTheyHaveLookedEverywhere()
            #expect(watchedController == nil)
            #expect(watchedViewModel == nil)
        }

        @Test("The side table never hands a dead owner's value to a new object at its address")
        func noValueForANewObjectAtAnOldAddress() {
            let table = AssociatedValues<String>()
            for round in 0..<1000 {
                do {
                    let owner = Listener(name: "old")
                    table[owner] = "value \(round)"
                }
                let newcomer = Listener(name: "new")  // often at the address just freed
                #expect(table[newcomer] == nil)
            }
        }

        @Test(
            "The side table releases a dead owner's value within twice as many uses as it has entries"
        )
        func releasesWithinTheBound() {
            let table = AssociatedValues<Token>()
            let alive = (0..<9).map { Listener(name: "\($0)") }
            for owner in alive {
                table[owner] = Token()
            }
            weak var watchedToken: Token?
            do {
                let owner = Listener(name: "owner")  // the last entry, the last to be looked at
                let token = Token()
                watchedToken = token
                table[owner] = token
            }
            for _ in 0..<2 * table.storedCount {
                _ = table[alive[0]]
            }
            #expect(watchedToken == nil)
            #expect(table.storedCount == alive.count)
        }

        @Test("The side table holds only live owners")
        func holdsOnlyLiveOwners() {
            let table = AssociatedValues<Int>()
            let alive = (0..<10).map { Listener(name: "\($0)") }
            for (index, owner) in alive.enumerated() {
                table[owner] = index
            }
            for index in 0..<1000 {
                table[Listener(name: "short-lived")] = index
            }
            #expect(table.count == 10)
            #expect(alive.enumerated().allSatisfy { table[$1] == $0 })
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
            useTheSideTablesUntilTheyHaveLookedEverywhere()
            #expect(articleViewModel != nil, "the article's handler holds its view model for good")
            #expect(kitViewModel == nil)
        }
    }
}
