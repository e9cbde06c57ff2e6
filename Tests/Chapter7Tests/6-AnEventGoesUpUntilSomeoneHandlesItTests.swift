import Testing

@testable import Chapter7
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("6. An event goes up until someone handles it")
    struct EventsGoUpTests {
        @Test("An event passes every responder that does not handle it, and stops at one that does")
        func passesUpToTheHandler() async {
            await ordersOnScreen { window, navigation, orders in
                var opened: [Int] = []
                navigation.handleEvent(OpenOrder.self) { _, event in opened.append(event.id) }
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

        @Test("A handler is given the responder it was registered on, typed as that responder")
        func handlerIsGivenItsResponder() async {
            await ordersOnScreen { window, navigation, orders in
                var given: UINavigationController?
                navigation.handleEvent(OpenOrder.self) { navigation, _ in
                    given = navigation  // typed: no cast from UIResponder
                }
                orders.cell(at: 0).userTapped()
                #expect(given === navigation)
            }
        }

        @Test(
            "Every section's screens are freed with their window: no handler keeps its screen",
            arguments: 1...12)
        func sectionsLeakNothing(section: Int) async {
            let sections: [Int: (UIWindow) async -> Void] = [
                1: { ClosureChain.run(in: $0) },
                2: { OnlyDescendants.run(in: $0) },
                3: { LibraryVerbs.run(in: $0) },
                4: { NobodyTakesIt.run(in: $0) },
                5: { uikitsResponderChain(in: $0) },
                6: { await anEventGoesUp(in: $0) },
                7: { await receiveAndDecide(in: $0) },
                8: { await typedFilters(in: $0) },
                9: { await transformOneEventIntoAnother(in: $0) },
                10: { await errorsTravelToo(in: $0, appDelegate: testAppDelegate) },
                11: { await theHierarchyCanChange(in: $0) },
                12: { await aMessageNobodyHandles(in: $0) },
            ]
            #expect(await everythingFreed(after: sections[section]!))
        }

        @Test(
            "A handler that captures its own controller keeps it alive: the leak the shape prevents"
        )
        func capturingHandlerLeaks() async {
            let freed = await everythingFreed { window in
                let (navigation, _) = showOrders(in: window)
                navigation.handleEvent(OpenOrder.self) { _, event in
                    navigation.pushViewController(UIViewController(), animated: true)
                }
            }
            #expect(!freed)
        }
    }
}
