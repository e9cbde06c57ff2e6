import Testing

@testable import Chapter5
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter5Claims {
    @Suite("2. Multiple selection")
    struct MultipleSelectionTests {
        @Test("A click toggles its row and leaves the others")
        func clickToggles() {
            let selection = MultipleSelection()
            let log = ChangeLog(selection)
            selection.clickPosition(4)
            selection.clickPosition(1)
            selection.clickPosition(4)
            #expect(selection.selectedPositions == [1])
            #expect(log.lines == ["4:true", "1:true", "4:false"])
        }

        @Test("The selected positions come in row order")
        func positionsInRowOrder() {
            let selection = MultipleSelection()
            for position in [7, 2, 9, 0] {
                selection.clickPosition(position)
            }
            #expect(selection.selectedPositions == [0, 2, 7, 9])
        }

        @Test("Clearing deselects every row, each reported")
        func clearReportsEachRow() {
            let selection = MultipleSelection()
            selection.clickPosition(5)
            selection.clickPosition(2)
            let log = ChangeLog(selection)
            selection.clearSelection()
            #expect(log.lines == ["2:false", "5:false"])
            #expect(!selection.isPositionSelected(2))
        }
    }
}
