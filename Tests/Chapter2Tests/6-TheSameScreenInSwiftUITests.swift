import ChapterRunner
import TestSupport
import Testing

@testable import Chapter2
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter2Claims {
    @Suite("6. The same screen in SwiftUI")
    struct InSwiftUITests {
        @Test("The kit's view model reaches SwiftUI as an ObservableObject: each changed redraws")
        func kitViewModelRedraws() async {
            let screen = await showWithOrders {
                InSwiftUI.OrdersScreen(
                    changes: InSwiftUI.Changes(of: InSwiftUI.OrdersVM(ordersProvider: $0)))
            }
            #expect(screen.contentLines().prefix(3) == ["100 orders", "Order #1", "Order #2"])
            #expect(
                bodiesEvaluated(on: screen)
                    == "OrdersScreen 2, OrdersHeader 2, OrderRow 3")
            _ = screen.tap("Rename order 1")
            #expect(screen.contentLines()[1] == "Renamed #1")
            #expect(bodiesEvaluated(on: screen) == "OrdersScreen 1, OrderRow 1")
        }

        @Test("A change the screen does not show still evaluates the body that observes changed")
        func unshownChangeStillEvaluates() async {
            let screen = await showWithOrders {
                InSwiftUI.OrdersScreen(
                    changes: InSwiftUI.Changes(of: InSwiftUI.OrdersVM(ordersProvider: $0)))
            }
            _ = bodiesEvaluated(on: screen)
            _ = screen.tap("Sync")
            _ = screen.contentLines()
            #expect(bodiesEvaluated(on: screen) == "OrdersScreen 1")
        }

        @Test("A dropped SwiftUI screen frees its view model and the object that bridges it")
        func droppedScreenFreesItsViewModel() async {
            weak var viewModel: InSwiftUI.OrdersVM?
            weak var changes: InSwiftUI.Changes<InSwiftUI.OrdersVM>?
            weak var model: InSwiftUI.OrdersModel?
            do {
                let kit = await showWithOrders { provider in
                    let made = InSwiftUI.OrdersVM(ordersProvider: provider)
                    viewModel = made
                    let bridge = InSwiftUI.Changes(of: made)
                    changes = bridge
                    return InSwiftUI.OrdersScreen(changes: bridge)
                }
                let observed = await showWithOrders { provider in
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
