import ChapterRunner
import Foundation
import TestSupport
import Testing

@testable import Chapter5
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

/// A table that remembers what it was asked to redraw and to deselect.
final class RecordingTable: UITableView {
    private(set) var log: [String] = []

    override func reloadData() {
        log.append("all")
        super.reloadData()
    }

    override func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        log += indexPaths.map { "row \($0.row)" }
        super.reloadRows(at: indexPaths, with: animation)
    }

    override func deselectRow(at indexPath: IndexPath, animated: Bool) {
        log.append("deselect \(indexPath.row)")
    }

    func takeLog() -> [String] {
        defer { log = [] }
        return log
    }
}

/// A cell that remembers what it was last bound with, and keeps the tap it was given.
final class RecordingCell: UITableViewCell, SelectingListCell {
    private(set) var bound: (Order, Bool)?
    private(set) var tap: (() -> Void)?

    func bindItem(_ order: Order, isSelected: Bool, onClick: @escaping () -> Void) {
        bound = (order, isSelected)
        tap = onClick
    }
}

/// An adapter over a recording table, with a data source, drawn once.
@MainActor
func adapted(_ selection: Selection = SingleSelection()) -> (
    table: RecordingTable, adapter: BaseSelectingListAdapter<RecordingCell>,
    orders: SelectableDataSource<Order>
) {
    let table = RecordingTable()
    let adapter = BaseSelectingListAdapter<RecordingCell>(tableView: table)
    let orders = SelectableDataSource(items: fiveOrders, selection: selection)
    adapter.connect(to: orders)
    _ = table.screenLines()
    _ = table.takeLog()
    return (table, adapter, orders)
}

extension Chapter5Claims {
    @Suite("6. The adapter: a screen in a few lines")
    struct AdapterTests {
        @Test("A cell is bound with its item, whether it is selected, and a tap that clicks it")
        func cellIsBound() throws {
            let (table, adapter, orders) = adapted()
            withExtendedLifetime(adapter) {
                orders.clickPosition(1)
            }
            let cell = try #require(
                table.cellForRow(at: IndexPath(row: 1, section: 0)) as? RecordingCell)
            #expect(cell.bound?.0.id == 2 && cell.bound?.1 == true)
            let other = try #require(
                table.cellForRow(at: IndexPath(row: 2, section: 0)) as? RecordingCell)
            other.tap?()
            #expect(orders.selection.selectedPositions == [2])
        }

        @Test("A selection change redraws only the rows it names")
        func onlyChangedRowsRedraw() {
            let (table, adapter, orders) = adapted()
            withExtendedLifetime(adapter) {
                orders.clickPosition(0)
                #expect(table.takeLog() == ["row 0"])
                orders.clickPosition(2)
                #expect(table.takeLog() == ["row 0", "row 2"])
            }
        }

        @Test("A tap goes through the delegate to the data source, and takes the highlight off")
        func tapThroughTheDelegate() {
            let (table, adapter, orders) = adapted()
            table.userTaps(rowAt: IndexPath(row: 1, section: 0))
            withExtendedLifetime(adapter) {
                #expect(orders.selection.selectedPositions == [1])
                #expect(table.takeLog() == ["deselect 1", "row 1"])
            }
        }

        @Test("The same adapter serves another item and another cell")
        func anotherItemAndCell() {
            let customers = SelectableDataSource(
                items: [Customer(id: 7, name: "Anna")], selection: MultipleSelection())
            let screen = CustomersVC(customers: customers)
            let lines = screen.screenLines()
            #expect(lines.contains("( ) Anna"))
            tapRow(0, on: screen)
            #expect(screen.screenLines().contains("(*) Anna"))
        }

        @Test(
            "The hand-written screen takes the tapped row's highlight off too, as the adapter does")
        func handWrittenScreenDeselects() throws {
            let orders = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
            let screen = makeScreen(title: "Orders", for: orders)
            let table = try #require(screen.view.subviews.compactMap { $0 as? UITableView }.first)
            tapRow(2, on: screen)
            #expect(orders.selection.selectedPositions == [2])
            #expect(table.indexPathForSelectedRow == nil)
        }

        @Test("The adapter's screen is a fraction of the hand-written one, as the page counts")
        func linesCounted() throws {
            func codeLines(of declaration: String, in file: String) throws -> Int {
                let source = try String(
                    contentsOf: Workspace.file("Chapters/Chapter5/\(file)"), encoding: .utf8
                )
                let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
                let start = try #require(lines.firstIndex { $0.hasPrefix(declaration) })
                let end = try #require(lines[start...].firstIndex { $0 == "}" })
                return lines[start...end].filter {
                    let text = $0.trimmingCharacters(in: .whitespaces)
                    return !text.isEmpty && !text.hasPrefix("//")
                }.count
            }
            let byHand =
                try codeLines(of: "final class SelectingOrdersVC", in: "1-SingleSelection.swift")
                + codeLines(of: "func makeScreen", in: "1-SingleSelection.swift")
            let cell = try codeLines(
                of: "final class OrderCheckCell", in: "6-TheAdapterAScreenInAFewLines.swift")
            let adapted =
                try cell
                + codeLines(
                    of: "final class AdaptedOrdersVC", in: "6-TheAdapterAScreenInAFewLines.swift")
            let page = try String(
                contentsOf: Workspace.file("docs/chapter-5-selection.md"), encoding: .utf8)
            #expect(
                page.contains("\(byHand) lines of code")
                    && page.contains("\(adapted) lines, \(cell) of them its cell"),
                "by hand \(byHand), on the adapter \(adapted), the cell \(cell)")
            #expect(adapted * 2 < byHand)
        }
    }
}
