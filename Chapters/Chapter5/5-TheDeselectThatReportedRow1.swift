import ChapterRunner
import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The original library's single selection, ported line for line where it matters: its
/// `deselectPosition` forgets the row before it tells anyone, so listeners hear row -1.
final class OriginalSingleSelection {
    static let positionInvalid = -1

    private var selectedPosition = positionInvalid
    private var listeners: [(Int, Bool) -> Void] = []

    func registerSelectionChangeListener(_ listener: @escaping (Int, Bool) -> Void) {
        listeners.append(listener)
    }

    func isPositionSelected(_ position: Int) -> Bool {
        selectedPosition == position
    }

    func clickPosition(_ position: Int) {
        guard selectedPosition != position else { return }
        if selectedPosition != Self.positionInvalid {
            notifyListeners(selectedPosition, false)
        }
        selectedPosition = position
        notifyListeners(selectedPosition, true)
    }

    func deselectPosition(_ position: Int) {
        guard selectedPosition == position, selectedPosition != Self.positionInvalid else { return }
        selectedPosition = Self.positionInvalid
        notifyListeners(selectedPosition, false)  // the row it deselected is gone by now
    }

    private func notifyListeners(_ position: Int, _ isSelected: Bool) {
        for listener in listeners {
            listener(position, isSelected)
        }
    }
}

/// The bug, running, next to the kit's version.
func theDeselectBug(in window: UIWindow) async {
    let original = OriginalSingleSelection()
    let originalScreen = SelectingOrdersVC(
        title: "The original library", orders: fiveOrders,
        isSelected: { original.isPositionSelected($0) }, click: { original.clickPosition($0) })
    original.registerSelectionChangeListener { position, isSelected in
        print("  listener heard: row \(position), selected \(isSelected)")
        // The original data source passes on only rows inside the list.
        if fiveOrders.indices.contains(position) {
            originalScreen.redraw(row: position)
        }
    }
    await printScreen(.onOneLine) { window.rootViewController = originalScreen }
    tap(row: 1, on: originalScreen)
    print("The app deselects row 1:")
    originalScreen.redrawAfter { original.deselectPosition(1) }
    let originalSelects = original.isPositionSelected(1)
    let originalShows = rowShown(1, on: originalScreen) ?? "nothing"
    print("Row 1 selected: \(originalSelects); it shows: \(originalShows)")

    let kit = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
    let listener = Listener()
    kit.selectionChanged.subscribe(listener) { _, change in
        print("  listener heard: row \(change.position), selected \(change.isSelected)")
    }
    let kitScreen = makeScreen(title: "The kit", for: kit)
    await printScreen(.onOneLine) { window.rootViewController = kitScreen }
    await printScreen(.notAtAll) { tap(row: 1, on: kitScreen) }  // the same [x] as above
    print("The app deselects row 1:")
    kitScreen.redrawAfter { kit.selection.deselectPosition(1) }
    let kitSelects = kit.selection.isPositionSelected(1)
    let kitShows = rowShown(1, on: kitScreen) ?? "nothing"
    print("Row 1 selected: \(kitSelects); it shows: \(kitShows)")
    withExtendedLifetime(listener) {}
}

/// Something to subscribe with, for the lines that show what a listener hears.
final class Listener {}

/// What row `row` of the table on `screen` shows now, as UIKit's `cellForRow(at:)` has it: nil
/// for a row off screen. What the user sees, read from the table, not from the selection.
func rowShown(_ row: Int, on screen: UIViewController) -> String? {
    let table = screen.view.subviews.compactMap { $0 as? UITableView }.first
    let cell = table?.cellForRow(at: IndexPath(row: row, section: 0))
    return (cell?.contentConfiguration as? UIListContentConfiguration)?.text
}
