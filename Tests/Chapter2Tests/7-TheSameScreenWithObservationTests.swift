import ChapterRunner
import TestSupport
import Testing

@testable import Chapter2
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter2Claims {
    @Suite("7. The same screen with Observation")
    struct WithObservationTests {
        @Test("Observation evaluates only the row that read the renamed order, and none for sync")
        func observationIsFineGrained() async {
            let screen = await showWithOrders {
                InSwiftUI.ObservedOrdersScreen(model: InSwiftUI.OrdersModel(ordersProvider: $0))
            }
            #expect(
                bodiesEvaluated(on: screen)
                    == "ObservedOrdersScreen 2, OrdersHeader 2, ObservedOrderRow 3")
            _ = screen.tap("Rename order 1")
            #expect(screen.contentLines()[1] == "Renamed #1")
            #expect(bodiesEvaluated(on: screen) == "ObservedOrderRow 1")
            _ = screen.tap("Sync")
            _ = screen.contentLines()
            #expect(bodiesEvaluated(on: screen) == "none")
        }
    }
}
