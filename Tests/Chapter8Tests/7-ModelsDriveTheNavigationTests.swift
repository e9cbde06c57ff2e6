import Testing

@testable import Chapter8
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter8Claims {
    @Suite("7. Models drive the navigation")
    struct NavigationTests {
        @Test("A model added to the flow makes its screen appear; removed, its screen goes")
        func screensFollowModels() async throws {
            try await flowOnScreen { session, flow, navigation in
                let order = OrderModel(number: 7, parent: flow)
                #expect((navigation.topViewController as? OrderScreen)?.model === order)
                order.close()
                #expect(navigation.topViewController is OrderListScreen)
            }
        }

        @Test("A tap on the list goes to its model, and the flow opens the order")
        func tapOpensThroughTheModels() async throws {
            try await flowOnScreen { session, _, navigation in
                select(row: 2, in: navigation)
                #expect((navigation.topViewController as? OrderScreen)?.model?.number == 3)
            }
        }

        @Test("The screen redraws when its model signals a new status")
        func screenHearsItsModel() async throws {
            try await flowOnScreen { _, flow, navigation in
                let order = OrderModel(number: 1, parent: flow)
                order.statusArrived("Paid")
                #expect(navigation.screenLines().contains("Paid"))
            }
        }

        @Test("Popping a screen frees the screen and its model")
        func poppingFreesBoth() async throws {
            try await flowOnScreen { session, flow, navigation in
                weak var screen: UIViewController?
                weak var model: OrderModel?
                do {
                    let order = OrderModel(number: 1, parent: flow)
                    model = order
                    screen = navigation.topViewController
                }
                _ = navigation.popViewController(animated: true)
                #expect(screen == nil)
                #expect(model == nil)
                #expect(flow.children.count == 1)
            }
        }
    }
}
