import ChapterRunner
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
func theDeselectBug(in window: UIWindow) {
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
    showUnchecked(originalScreen, in: window)
    tap(row: 1, on: originalScreen)
    print("The app deselects row 1:")
    originalScreen.redrawAfter { original.deselectPosition(1) }
    print("Row 1 is no longer selected, yet the screen still shows [x]: nobody redrew it.")

    let kit = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
    let listener = Listener()
    kit.selectionChanged.subscribe(listener) { _, change in
        print("  listener heard: row \(change.position), selected \(change.isSelected)")
    }
    let kitScreen = makeScreen(title: "The kit", for: kit)
    showUnchecked(kitScreen, in: window)
    notDrawn { tap(row: 1, on: kitScreen) }  // the same [x] as the original's, above
    print("The app deselects row 1:")
    kitScreen.redrawAfter { kit.selection.deselectPosition(1) }
    print("The kit names the row it deselected, so that row is redrawn.")
    withExtendedLifetime(listener) {}
}

/// Something to subscribe with, for the lines that show what a listener hears.
final class Listener {}
