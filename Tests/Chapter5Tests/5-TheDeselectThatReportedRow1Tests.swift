import Testing

@testable import Chapter5
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter5Claims {
    @Suite("5. The deselect that reported row -1")
    struct TheDeselectBugTests {
        @Test("The original single selection tells its listeners row -1 when it deselects")
        func originalReportsMinusOne() {
            let original = OriginalSingleSelection()
            var heard: [String] = []
            original.registerSelectionChangeListener { heard.append("\($0):\($1)") }
            original.clickPosition(1)
            original.deselectPosition(1)
            #expect(heard == ["1:true", "-1:false"])
        }

        @Test("So the deselected row is never redrawn and still shows [x]; the kit's is")
        func originalLeavesTheRowDrawn() {
            let original = OriginalSingleSelection()
            let screen = SelectingOrdersVC(
                title: "test", orders: fiveOrders, isSelected: { original.isPositionSelected($0) },
                click: { original.clickPosition($0) })
            original.registerSelectionChangeListener { position, _ in
                if fiveOrders.indices.contains(position) { screen.redraw(row: position) }
            }
            _ = screen.screenLines()  // on screen: the table has drawn its rows
            original.clickPosition(1)
            original.deselectPosition(1)
            #expect(screen.screenLines().contains("[x] Order #2"))

            let kit = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
            let kitScreen = makeScreen(title: "test", for: kit)
            _ = kitScreen.screenLines()
            kit.clickPosition(1)
            kit.selection.deselectPosition(1)
            #expect(kitScreen.screenLines().contains("[ ] Order #2"))
        }
    }
}
