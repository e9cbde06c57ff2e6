import TestSupport
import Testing

@testable import Chapter7
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("11. The hierarchy can change")
    struct HierarchyChangeTests {
        @Test("A container put between the cell and its handler changes neither")
        func containerInBetween() async {
            await onScreen { window in
                UIApplication.shared.delegate = testAppDelegate
                let (navigation, _) = showOrders(in: window)
                var opened: [Int] = []
                navigation.handleEvent(OpenOrder.self) { _, event in opened.append(event.id) }
                let orders = OrdersVC()
                navigation.setViewControllers([BannerVC(content: orders)], animated: false)
                let steps = hops { orders.cell(at: 0).userTapped() }
                #expect(opened == [1])
                #expect(steps.contains("BannerVC: passes OpenOrder on"))
            }
        }

        @Test(
            "Registering a handler lower down changes who handles, with nothing in between changed")
        func handlerLowerDownWins() async {
            await ordersOnScreen { window, navigation, orders in
                var handledBy: [String] = []
                navigation.handleEvent(OpenOrder.self) { _, _ in handledBy.append("navigation") }
                orders.cell(at: 0).userTapped()
                orders.handleEvent(OpenOrder.self) { _, _ in handledBy.append("orders") }
                orders.cell(at: 0).userTapped()
                #expect(handledBy == ["navigation", "orders"])
            }
        }
    }
}
