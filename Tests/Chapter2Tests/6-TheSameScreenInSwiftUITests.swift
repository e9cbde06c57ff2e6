import ChapterRunner
import TestSupport
import Testing

@testable import Chapter2
@testable import MVVMKit

extension Chapter2Claims {
    @Suite("6. The same screen in SwiftUI")
    struct InSwiftUITests {
        /// A SwiftUI screen shown with its orders in, and the bodies that took.
        private static func showWithOrders<Screen: View>(
            _ make: (OrdersProvider) -> Screen
        ) async -> UIHostingController<Screen> {
            let provider = OrdersProvider()
            let screen = UIHostingController(rootView: make(provider))
            _ = screen.contentLines()
            await provider.answered()
            _ = screen.contentLines()
            return screen
        }

        @Test("The kit's view model reaches SwiftUI as an ObservableObject: each changed redraws")
        func kitViewModelRedraws() async {
            _ = Evaluations.taken()
            let screen = await Self.showWithOrders {
                InSwiftUI.OrdersScreen(
                    changes: InSwiftUI.Changes(of: InSwiftUI.OrdersVM(ordersProvider: $0)))
            }
            #expect(screen.contentLines().prefix(3) == ["100 orders", "Order #1", "Order #2"])
            #expect(
                Evaluations.taken()
                    == "OrdersScreen 2, OrdersHeader 2, OrderRow 3")
            _ = screen.tap("Rename order 1")
            #expect(screen.contentLines()[1] == "Renamed #1")
            #expect(Evaluations.taken() == "OrdersScreen 1, OrderRow 1")
        }

        @Test("A change the screen does not show still evaluates the body that observes changed")
        func unshownChangeStillEvaluates() async {
            let screen = await Self.showWithOrders {
                InSwiftUI.OrdersScreen(
                    changes: InSwiftUI.Changes(of: InSwiftUI.OrdersVM(ordersProvider: $0)))
            }
            _ = Evaluations.taken()
            _ = screen.tap("Sync")
            _ = screen.contentLines()
            #expect(Evaluations.taken() == "OrdersScreen 1")
        }

        @Test("Observation evaluates only the row that read the renamed order, and none for sync")
        func observationIsFineGrained() async {
            _ = Evaluations.taken()
            let screen = await Self.showWithOrders {
                InSwiftUI.ObservedOrdersScreen(model: InSwiftUI.OrdersModel(ordersProvider: $0))
            }
            #expect(
                Evaluations.taken()
                    == "ObservedOrdersScreen 2, OrdersHeader 2, ObservedOrderRow 3")
            _ = screen.tap("Rename order 1")
            #expect(screen.contentLines()[1] == "Renamed #1")
            #expect(Evaluations.taken() == "ObservedOrderRow 1")
            _ = screen.tap("Sync")
            _ = screen.contentLines()
            #expect(Evaluations.taken() == "")
        }

        @Test("One view model serves a UIKit and a SwiftUI screen: a rename shows on both")
        func sharedWithUIKit() async {
            let provider = OrdersProvider()
            let viewModel = InSwiftUI.OrdersVM(ordersProvider: provider)
            let uikit = InSwiftUI.SharedOrdersVC()
            uikit.viewModel = viewModel
            let swiftUI = UIHostingController(
                rootView: InSwiftUI.OrdersScreen(changes: InSwiftUI.Changes(of: viewModel)))
            _ = swiftUI.contentLines()
            await provider.answered()
            _ = swiftUI.tap("Rename order 1")
            #expect(swiftUI.contentLines().contains("Renamed #1"))
            #expect(uikit.screenLines().contains("Renamed #1"))
        }

        @Test("A dropped SwiftUI screen frees its view model and the object that bridges it")
        func droppedScreenFreesItsViewModel() async {
            weak var viewModel: InSwiftUI.OrdersVM?
            weak var changes: InSwiftUI.Changes<InSwiftUI.OrdersVM>?
            weak var model: InSwiftUI.OrdersModel?
            do {
                let kit = await Self.showWithOrders { provider in
                    let made = InSwiftUI.OrdersVM(ordersProvider: provider)
                    viewModel = made
                    let bridge = InSwiftUI.Changes(of: made)
                    changes = bridge
                    return InSwiftUI.OrdersScreen(changes: bridge)
                }
                let observed = await Self.showWithOrders { provider in
                    let made = InSwiftUI.OrdersModel(ordersProvider: provider)
                    model = made
                    return InSwiftUI.ObservedOrdersScreen(model: made)
                }
                _ = kit.tap("Rename order 1")
                _ = observed.tap("Rename order 1")
            }
            #expect(viewModel == nil)
            #expect(changes == nil)
            #expect(model == nil)
        }
    }
}
