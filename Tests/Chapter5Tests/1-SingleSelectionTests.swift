import Testing

@testable import Chapter5
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter5Claims {
    @Suite("1. Single selection")
    struct SingleSelectionTests {
        @Test("A click selects its row, and a click on another row moves the selection")
        func clickMovesTheSelection() {
            let selection = SingleSelection()
            let log = ChangeLog(selection)
            selection.clickPosition(0)
            selection.clickPosition(2)
            #expect(selection.selectedPositions == [2])
            #expect(log.lines == ["0:true", "0:false", "2:true"])
        }

        @Test("A click on the selected row changes nothing")
        func clickOnTheSelectedRow() {
            let selection = SingleSelection()
            selection.clickPosition(1)
            let log = ChangeLog(selection)
            selection.clickPosition(1)
            #expect(selection.selectedPositions == [1])
            #expect(log.lines.isEmpty)
        }

        @Test("Deselecting reports the row that was deselected")
        func deselectReportsItsRow() {
            let selection = SingleSelection()
            selection.clickPosition(3)
            let log = ChangeLog(selection)
            selection.deselectPosition(3)
            #expect(log.lines == ["3:false"])
            #expect(selection.selectedPositions.isEmpty)
        }

        @Test("The screen redraws only the rows that changed")
        func screenRedrawsOnlyChangedRows() {
            let dataSource = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
            let screen = makeScreen(title: "test", for: dataSource)
            _ = screen.screenLines()  // on screen: the table has drawn its rows
            dataSource.clickPosition(0)
            dataSource.clickPosition(2)
            #expect(screen.takeRedrawnRows() == [0, 0, 2])
            #expect(screen.screenLines().contains("[x] Order #3"))
            #expect(screen.screenLines().contains("[ ] Order #1"))
        }
    }
}
