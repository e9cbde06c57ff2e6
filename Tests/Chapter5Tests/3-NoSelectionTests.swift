import TestSupport
import Testing

@testable import Chapter5
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
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

        @Test("A strategy of your own, outside the kit, asks through request and sets rows")
        func strategyOutsideTheKit() async throws {
            let result = try await typecheck(
                """
                import MVVMKit

                final class PairSelection: Selection {
                    override func clickPosition(_ position: Int) {
                        request(SelectionChange(position: position, isSelected: true))
                    }

                    override func applyChange(_ change: SelectionChange) {
                        set(change.position, selected: change.isSelected)
                        set(change.position + 1, selected: change.isSelected)
                    }
                }
                """, warningsAsErrors: true)
            #expect(result.status == 0, "\(result.stderr)")
        }
    }
}
