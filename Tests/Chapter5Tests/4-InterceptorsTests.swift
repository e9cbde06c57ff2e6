import TestSupport
import Testing

@testable import Chapter5
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter5Claims {
    @Suite("4. Interceptors")
    struct InterceptorsTests {
        @Test("A change is applied only when every interceptor lets it through")
        func everyInterceptorMustAllow() {
            let selection = MultipleSelection()
            var asked: [String] = []
            selection.addInterceptor(selection) { _, change, answer in
                asked.append("first \(change.position)")
                answer(true)
            }
            selection.addInterceptor(selection) { _, change, answer in
                asked.append("second \(change.position)")
                answer(change.position != 3)
            }
            selection.clickPosition(1)
            selection.clickPosition(3)
            #expect(selection.selectedPositions == [1])
            #expect(asked == ["first 1", "second 1", "first 3", "second 3"])
        }

        @Test("An interceptor may answer later; the change waits for it")
        func lateAnswerApplies() {
            let selection = MultipleSelection()
            let late = LateAnswers()
            selection.addInterceptor(late) { $0.intercept($1, answer: $2) }
            selection.clickPosition(2)
            #expect(selection.selectedPositions.isEmpty)
            late.answer(0, true)
            #expect(selection.selectedPositions == [2])
        }

        @Test("A late answer about a row that changed meanwhile is dropped")
        func staleAnswerIsDropped() {
            let selection = MultipleSelection()
            let late = LateAnswers()
            selection.addInterceptor(late) { $0.intercept($1, answer: $2) }
            selection.clickPosition(2)
            selection.clickPosition(2)  // asked again: the first answer is stale
            late.answer(0, true)
            #expect(selection.selectedPositions.isEmpty)
            late.answer(1, true)
            #expect(selection.selectedPositions == [2])
        }

        @Test("In single selection, a newer click makes an older pending one stale")
        func newerClickWinsInSingleSelection() {
            let selection = SingleSelection()
            let late = LateAnswers()
            selection.addInterceptor(late) { $0.intercept($1, answer: $2) }
            selection.clickPosition(3)
            selection.clickPosition(5)
            late.answer(1, true)
            late.answer(0, true)
            #expect(selection.selectedPositions == [5])
        }

        @Test("A list change makes every pending answer stale")
        func listChangeDropsPendingAnswers() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
            let late = LateAnswers()
            dataSource.selection.addInterceptor(late) { $0.intercept($1, answer: $2) }
            dataSource.clickPosition(0)
            dataSource.setItems(fiveOrders, mode: .clearSelection)
            late.answer(0, true)
            #expect(dataSource.selection.selectedPositions.isEmpty)
        }

        @Test(
            "After a list change, a late yes about the old list selects nothing; a newer tap counts"
        )
        func staleYesAfterAListChangeInSingleSelection() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
            let late = LateAnswers()
            dataSource.selection.addInterceptor(late) { $0.intercept($1, answer: $2) }
            dataSource.clickPosition(3)
            dataSource.setItems(fiveOrders, mode: .clearSelection)
            dataSource.clickPosition(1)
            late.answer(0, true)  // about row 3 of the list that is gone
            #expect(dataSource.selection.selectedPositions.isEmpty)
            late.answer(1, true)
            #expect(dataSource.selection.selectedPositions == [1])
        }

        @Test("After a list change, a late yes about the old list does not beat a newer no")
        func staleYesAfterAListChangeInMultipleSelection() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
            let late = LateAnswers()
            dataSource.selection.addInterceptor(late) { $0.intercept($1, answer: $2) }
            dataSource.clickPosition(2)
            dataSource.setItems(fiveOrders, mode: .clearSelection)
            dataSource.clickPosition(2)
            late.answer(1, false)
            late.answer(0, true)  // the old list's answer, after the newer no
            #expect(dataSource.selection.selectedPositions.isEmpty)
        }

        @Test("Removing an owner's interceptors: the changes after it are not asked")
        func removedInterceptorIsNotAsked() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
            let late = LateAnswers()
            dataSource.addInterceptor(late) { $0.intercept($1, answer: $2) }
            dataSource.clickPosition(0)
            dataSource.removeInterceptors(of: late)
            dataSource.clickPosition(1)
            #expect(late.waiting.count == 1)
            #expect(dataSource.selection.selectedPositions == [1])
        }

        @Test("An interceptor whose owner died is not asked any more")
        func deadOwnersInterceptorIsNotAsked() {
            let selection = MultipleSelection()
            var asked = 0
            do {
                let owner = LateAnswers()
                selection.addInterceptor(owner) { _, _, answer in
                    asked += 1
                    answer(false)
                }
                selection.clickPosition(0)
            }
            selection.clickPosition(1)
            #expect(asked == 1)
            #expect(selection.selectedPositions == [1])
        }

        @Test("An interceptor added to the data source is given it, and reads the list through it")
        func dataSourceInterceptor() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
            dataSource.addInterceptor(dataSource) { dataSource, change, answer in
                answer(dataSource.items[change.position].id != 4)
            }
            dataSource.clickPosition(3)
            dataSource.clickPosition(0)
            #expect(dataSource.selection.selectedPositions == [0])
        }

        @Test("An interceptor written as the page shows lets the screen, its list and selection go")
        func interceptorLeaksNothing() {
            weak var dataSource: SelectableDataSource<Order>?
            weak var selection: Selection?
            weak var screen: UIViewController?
            do {
                let orders = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
                orders.addInterceptor(orders) { orders, change, answer in
                    answer(orders.items[change.position].id != 4)
                }
                let shown = makeScreen(title: "Orders", for: orders)
                _ = shown.view
                (dataSource, selection, screen) = (orders, orders.selection, shown)
            }
            #expect(dataSource == nil && selection == nil && screen == nil)
        }

        @Test("An interceptor that captures its list keeps it alive: the leak the shape prevents")
        func capturingInterceptorLeaks() {
            weak var dataSource: SelectableDataSource<Order>?
            do {
                let orders = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
                orders.addInterceptor(orders) { _, change, answer in
                    answer(orders.items[change.position].id != 4)
                }
                dataSource = orders
            }
            #expect(dataSource != nil)
        }

        @Test("An interceptor that answers twice stops, naming the row")
        func answeringTwiceStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let selection = MultipleSelection()
                    selection.addInterceptor(selection) { _, _, answer in
                        answer(true)
                        answer(true)
                    }
                    selection.clickPosition(4)
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains("An interceptor answered twice about row 4"), "\(message)")
        }
    }
}
