import TestSupport
import Testing

@testable import Chapter5
@testable import MVVMKit

extension Chapter5Claims {
    @Suite("5. Changing the list")
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
            dataSource.selection.addInterceptor { _, answer in answer(false) }
            dataSource.setItems(fiveOrders, mode: .clearSelection)
            #expect(dataSource.selection.selectedPositions.isEmpty)
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
