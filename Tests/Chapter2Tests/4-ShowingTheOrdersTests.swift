import Testing

@testable import Chapter2
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter2Claims {
    @Suite("4. Showing the orders: changed.raise()")
    struct ShowingTheOrdersTests {
        @Test("A view gets viewModelChanged on every changed.raise()")
        func viewModelChangedOnRaise() {
            let view = CounterView()
            let viewModel = CounterVM()
            view.viewModel = viewModel
            viewModel.count = 1
            viewModel.changed.raise()
            viewModel.count = 2
            viewModel.changed.raise()
            #expect(view.seen == [0, 1, 2])
        }

        @Test("Several views of one view model all hear its changes")
        func severalViews() {
            let viewModel = CounterVM()
            let views = [CounterView(), CounterView()]
            for view in views {
                view.viewModel = viewModel
            }
            viewModel.changed.raise()
            #expect(views.map(\.seen) == [[0, 0], [0, 0]])
        }

        @Test("Swapping the view model unsubscribes the view from the old one")
        func swapUnsubscribes() {
            let view = CounterView()
            let old = CounterVM()
            let new = CounterVM()
            new.count = 5
            view.viewModel = old
            view.viewModel = new
            old.changed.raise()
            #expect(view.seen == [0, 5])
            new.changed.raise()
            #expect(view.seen == [0, 5, 5])
        }

        @Test("Once the view model raises changed, the screen shows the orders")
        func screenShowsTheOrders() async {
            let provider = OrdersProvider()
            let viewController = ShowingTheOrders.OrdersVC()
            viewController.viewModel = ShowingTheOrders.OrdersVM(ordersProvider: provider)
            #expect(viewController.screenLines().contains("(no rows)"))
            await provider.answered()
            let lines = viewController.screenLines()
            #expect(lines.contains("Order #1"))
            #expect(lines.contains("... 97 more rows"))
        }
    }
}
