import Foundation
import TestSupport
import Testing

@testable import Chapter5
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter5Claims {
    @Suite("7. The list changing on screen")
    struct ChangingTheListTests {
        /// Rows 1 and 3 (#2 and #4) selected, then the list becomes #4, #1, #6.
        func afterChange(_ mode: SelectableDataSource<Order>.ChangeMode) -> (
            rows: [Int], ids: [Int], log: [String]
        ) {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
            dataSource.clickPosition(1)
            dataSource.clickPosition(3)
            let log = ChangeLog(dataSource.selection)
            dataSource.setItems(orders([4, 1, 6]), mode: mode)
            return (
                dataSource.selection.selectedPositions, dataSource.selectedItems.map(\.id),
                log.lines
            )
        }

        @Test("Clearing the selection leaves nothing selected, and says so per row")
        func clearSelection() {
            let result = afterChange(.clearSelection)
            #expect(result.rows.isEmpty)
            #expect(result.log == ["1:false", "3:false"])
        }

        @Test("Keeping positions keeps the rows the new list still has, whatever is in them")
        func keepPositions() {
            let result = afterChange(.keepSelectedPositions)
            #expect(result.rows == [1])
            #expect(result.ids == [1])
        }

        @Test("Keeping items finds them again by identity; items that left the list drop out")
        func keepItems() {
            let result = afterChange(.keepSelectedItems)
            #expect(result.rows == [0])
            #expect(result.ids == [4])
            #expect(result.log == ["1:false", "3:false", "0:true"])
        }

        @Test("A list change asks no interceptor: it is not a user's choice")
        func listChangeSkipsInterceptors() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
            dataSource.clickPosition(2)
            dataSource.selection.addInterceptor(dataSource) { _, _, answer in answer(false) }
            dataSource.setItems(fiveOrders, mode: .clearSelection)
            #expect(dataSource.selection.selectedPositions.isEmpty)
        }

        @Test("On screen, a list change redraws the whole list once, the selection adjusted")
        func listChangeRedrawsOnce() throws {
            let (table, adapter, orders) = adapted(MultipleSelection())
            try withExtendedLifetime(adapter) {
                orders.clickPosition(0)
                orders.clickPosition(2)
                _ = table.takeLog()
                orders.setItems(Chapter5Tests.orders([3, 6, 1]), mode: .keepSelectedItems)
                #expect(table.takeLog() == ["all"])
                let row0 = try #require(
                    table.cellForRow(at: IndexPath(row: 0, section: 0)) as? RecordingCell)
                let row1 = try #require(
                    table.cellForRow(at: IndexPath(row: 1, section: 0)) as? RecordingCell)
                #expect(row0.bound?.0.id == 3 && row0.bound?.1 == true)
                #expect(row1.bound?.0.id == 6 && row1.bound?.1 == false)
            }
        }

        @Test("No selection change names a row outside the current list, after it shrinks too")
        func noRowOutsideTheList() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
            let late = LateAnswers()
            dataSource.selection.addInterceptor(late) { $0.intercept($1, answer: $2) }
            var named: [Int] = []
            final class Screen {}
            let screen = Screen()
            dataSource.selectionChanged.subscribe(screen) { _, change in
                named.append(change.position)
                #expect(dataSource.items.indices.contains(change.position))
            }
            dataSource.clickPosition(4)
            dataSource.setItems(Chapter5Tests.orders([1, 2]), mode: .keepSelectedPositions)
            late.answer(0, true)
            dataSource.selection.clickPosition(7)  // straight to the selection, past the end
            late.answer(1, true)
            dataSource.clickPosition(1)
            late.answer(2, true)
            #expect(named == [1])
        }

        @Test("The selected items never read past the list, even with a row selected beyond it")
        func selectedItemsStayInTheList() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
            dataSource.clickPosition(1)
            dataSource.selection.clickPosition(7)  // straight to the selection, past the end
            #expect(dataSource.selectedItems.map(\.id) == [fiveOrders[1].id])
        }

        @Test("Keeping items after a row was selected past the end keeps the items in the list")
        func keepItemsAfterARowPastTheEnd() {
            let (a, b, c) = (Order(id: 1), Order(id: 2), Order(id: 3))
            let dataSource = SelectableDataSource(items: [a, b, c], selection: MultipleSelection())
            dataSource.clickPosition(0)
            dataSource.setItems([a], mode: .keepSelectedPositions)
            dataSource.selection.clickPosition(2)  // straight to the selection, past the end
            dataSource.setItems([a, b], mode: .keepSelectedItems)
            #expect(dataSource.selection.selectedPositions == [0])
            #expect(dataSource.selectedItems.map(\.id) == [a.id])
        }

        @Test("The original's keep-items drops an item whose old row is past the new end")
        func originalKeepItemsDrops() {
            let shorter = Chapter5Tests.orders([5, 4, 1])
            #expect(
                originalKeepSelectedItems(selected: [3, 4], from: fiveOrders, to: shorter) == [])
            let dataSource = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
            dataSource.clickPosition(3)
            dataSource.clickPosition(4)
            dataSource.setItems(shorter, mode: .keepSelectedItems)
            #expect(dataSource.selectedItems.map(\.id) == [5, 4])
        }

        @Test("A row outside the list stops, giving the row and the count")
        func rowOutsideTheListStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    SelectableDataSource(items: fiveOrders, selection: SingleSelection())
                        .clickPosition(7)
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains("Row 7 is outside the list, which has 5 rows (0 to 4)"),
                "\(message)")
        }
    }
}
