import Foundation
import TestSupport
import Testing

@testable import Chapter4
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter4Claims {
    @Suite("6. Cells registered and dequeued by type")
    struct CellsByTypeTests {
        @Test("A cell type is registered and dequeued by its type, under its name")
        func registeredAndDequeuedByType() {
            let table = UITableView()
            table.register(cellType: OrderCell.self)
            let cell: OrderCell = table.dequeueReusableCell(for: IndexPath(row: 0, section: 0))
            #expect(OrderCell.reuseIdentifier == "OrderCell")
            #expect(cell.reuseIdentifier == "OrderCell")
        }

        @Test("The orders screen shows its orders through cells dequeued by type")
        func ordersScreenShowsOrders() {
            let screen = OrdersVC.instantiate(withServices: Container())
            #expect(screen.screenLines().contains("Order #2"))
        }

        @Test(
            "Dequeuing a cell type that was never registered stops, naming the cell and the table")
        func unregisteredCellStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let _: OrderCell = UITableView().dequeueReusableCell(
                        for: IndexPath(row: 0, section: 0))
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains("UITableView has no cell registered for \"OrderCell\""),
                "\(message)")
        }

        @Test("A cell registered under the name as another type stops, naming both")
        func wrongTypeUnderTheNameStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let table = UITableView()
                    table.register(UITableViewCell.self, forCellReuseIdentifier: "OrderCell")
                    let _: OrderCell = table.dequeueReusableCell(for: IndexPath(row: 0, section: 0))
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(
                    [
                        "dequeued a UITableViewCell for \"OrderCell\"", "not a OrderCell",
                        "register(cellType: OrderCell.self)",
                    ], in: message
                ).isEmpty, "\(message)")
        }
    }
}
