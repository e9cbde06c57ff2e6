import Testing

@testable import Chapter7
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("9. Transform: one event becomes another")
    struct TransformTests {
        @Test("A transform sends another event on in place of the one it got")
        func transformReplaces() {
            let outer = UIView()
            let inner = UIView()
            outer.addSubview(inner)
            var pongs = 0
            inner.transformEvent(Ping.self) { _, _ in Pong() }
            outer.handleEvent(Pong.self) { _, _ in pongs += 1 }
            let steps = hops { inner.triggerEvent(Ping()) }
            #expect(pongs == 1)
            #expect(steps.contains("UIView: turns Ping into Pong"))
        }

        @Test("The new event goes on from the transforming responder, not from the sender")
        func newEventStartsAtTheTransformer() async {
            await ordersOnScreen { window, navigation, orders in
                var belowSawShowOrder = false
                var titles: [String] = []
                orders.cell(at: 0).superview?.handleEvent(ShowOrder.self) { _, _ in
                    belowSawShowOrder = true
                }
                orders.transformEvent(OpenOrder.self) { orders, event in
                    ShowOrder(title: orders.title(ofOrder: event.id))
                }
                navigation.handleEvent(ShowOrder.self) { _, event in titles.append(event.title) }
                let steps = hops { orders.cell(at: 2).userTapped() }
                #expect(titles == ["Order #3, Oak desk"])
                #expect(!belowSawShowOrder)
                #expect(
                    steps.suffix(4) == [
                        "OrdersVC: turns OpenOrder into ShowOrder", "OrdersVC: passes ShowOrder on",
                        "UIView: passes ShowOrder on", "UINavigationController: handles ShowOrder",
                    ])
            }
        }
    }
}
