import Testing

@testable import Chapter7
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("2. An event goes up until someone handles it")
    struct EventsGoUpTests {
        @Test("An event passes every responder that does not handle it, and stops at one that does")
        func passesUpToTheHandler() {
            let (window, navigation, orders) = ordersOnScreen()
            defer { window.isHidden = true }
            var opened: [Int] = []
            navigation.handleEvent(OpenOrder.self) { opened.append($0.id) }
            let steps = hops { orders.cell(at: 2).userTapped() }
            #expect(opened == [3])
            #expect(
                steps == [
                    "OrderCell: passes OpenOrder on", "UITableView: passes OpenOrder on",
                    "UIView: passes OpenOrder on", "OrdersVC: passes OpenOrder on",
                    "UIView: passes OpenOrder on", "UINavigationController: handles OpenOrder",
                ])
        }
    }
}
