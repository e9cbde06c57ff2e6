import TestSupport
import Testing

@testable import Chapter5
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter5Claims {
    @Suite("8. Swapping the strategy on a live list")
    struct SwappingTests {
        @Test("Single to multiple keeps the selected row, and more rows can join it")
        func singleToMultiple() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
            dataSource.clickPosition(1)
            dataSource.replaceSelectionManager(with: MultipleSelection())
            dataSource.clickPosition(3)
            #expect(dataSource.selection.selectedPositions == [1, 3])
        }

        @Test("Multiple to single keeps the first selected row; only the dropped rows are told")
        func multipleToSingle() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
            for row in [0, 2, 4] {
                dataSource.clickPosition(row)
            }
            final class Screen {}
            let screen = Screen()
            var told: [String] = []
            dataSource.selectionChanged.subscribe(screen) { _, change in
                told.append("\(change.position):\(change.isSelected)")
            }
            dataSource.replaceSelectionManager(with: SingleSelection())
            #expect(dataSource.selection.selectedPositions == [0])
            #expect(told == ["2:false", "4:false"])
            dataSource.clickPosition(3)
            #expect(told.suffix(2) == ["0:false", "3:true"])
        }

        @Test("To no selection, nothing stays, and taps change nothing")
        func toNone() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
            dataSource.clickPosition(1)
            dataSource.replaceSelectionManager(with: NoneSelection())
            dataSource.clickPosition(2)
            #expect(dataSource.selectedItems.isEmpty)
        }

        @Test("The data source's interceptors stay with the list when the strategy changes")
        func interceptorsStay() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
            dataSource.addInterceptor(dataSource) { _, change, answer in
                answer(change.position != 2)
            }
            dataSource.replaceSelectionManager(with: MultipleSelection())
            dataSource.clickPosition(2)
            dataSource.clickPosition(3)
            #expect(dataSource.selection.selectedPositions == [3])
        }

        @Test(
            "Off the main actor, selection is reached with await; touched directly, it does not compile"
        )
        func mainActorOnly() async throws {
            let snippet = """
                import MVVMKit

                struct Item: Identifiable { let id: Int }

                func fromABackgroundTask(_ items: SelectableDataSource<Item>) async {
                    await Task.detached { await items.clickPosition(0) }.value
                }
                """
            #expect(try await typecheck(snippet, warningsAsErrors: true).status == 0)
            let result = try await typecheck(
                snippet + """

                    func touchedDirectly(_ items: SelectableDataSource<Item>) {
                        Task.detached { items.clickPosition(0) }
                    }
                    """)
            #expect(
                result.stderr.contains(
                    "main actor-isolated instance method 'clickPosition' cannot be called from "
                        + "outside of the actor"), "\(result.stderr)")
        }

        @Test("Swapping back to a strategy used before asks each interceptor once per change")
        func swappingBackAsksOnce() {
            let multiple = MultipleSelection()
            let dataSource = SelectableDataSource(items: fiveOrders, selection: multiple)
            var asked = 0
            dataSource.addInterceptor(dataSource) { _, _, answer in
                asked += 1
                answer(true)
            }
            dataSource.replaceSelectionManager(with: SingleSelection())
            dataSource.replaceSelectionManager(with: multiple)
            dataSource.clickPosition(1)
            #expect(asked == 1)
        }

        @Test(
            "A strategy of your own subclasses Selection: what a click asks, what makes an answer stale, what a swap keeps"
        )
        func strategyOfYourOwn() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
            for row in [0, 2, 4] { dataSource.clickPosition(row) }
            dataSource.replaceSelectionManager(with: AtMostTwoSelection())
            #expect(dataSource.selection.selectedPositions == [0, 2])
            dataSource.clickPosition(3)
            #expect(dataSource.selection.selectedPositions == [0, 2])
            let late = LateAnswers()
            dataSource.addInterceptor(late) { $0.intercept($1, answer: $2) }
            dataSource.clickPosition(0)
            dataSource.clickPosition(2)  // one key for every row: the answer about row 0 is stale
            late.answer(0, true)
            #expect(dataSource.selection.selectedPositions == [0, 2])
            late.answer(1, true)
            #expect(dataSource.selection.selectedPositions == [0])
        }

        @Test("A swap after a row was selected past the end names no row outside the list")
        func swapAfterARowPastTheEnd() {
            let (a, b, c) = (Order(id: 1), Order(id: 2), Order(id: 3))
            let dataSource = SelectableDataSource(items: [a, b, c], selection: MultipleSelection())
            dataSource.clickPosition(0)
            dataSource.setItems([a], mode: .keepSelectedPositions)
            dataSource.selection.clickPosition(2)  // straight to the selection, past the end
            var named: [Int] = []
            dataSource.selectionChanged.subscribe(dataSource) { _, change in
                named.append(change.position)
            }
            dataSource.replaceSelectionManager(with: SingleSelection())
            #expect(named.allSatisfy { $0 < dataSource.items.count }, "\(named)")
            #expect(dataSource.selection.selectedPositions == [0])
        }
    }
}

/// A strategy of the test's own: two rows at most, and a newer click makes any older one stale.
final class AtMostTwoSelection: Selection {
    override func clickPosition(_ position: Int) {
        let isSelected = isPositionSelected(position)
        guard isSelected || selectedPositions.count < 2 else { return }
        request(SelectionChange(position: position, isSelected: !isSelected))
    }

    override func ticketKey(for position: Int) -> Int {
        0
    }

    override func positionsToKeep(from positions: [Int]) -> Set<Int> {
        Set(positions.sorted().prefix(2))
    }
}
