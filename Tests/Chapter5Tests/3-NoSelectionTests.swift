import Testing

@testable import Chapter5
@testable import MVVMKit

extension Chapter5Claims {
    @Suite("3. No selection")
    struct NoneSelectionTests {
        @Test("A click changes nothing and says nothing")
        func clickChangesNothing() {
            let selection = NoneSelection()
            let log = ChangeLog(selection)
            selection.clickPosition(1)
            #expect(selection.selectedPositions.isEmpty)
            #expect(log.lines.isEmpty)
        }
    }
}
