// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// What the console's finger does to a list's rows (select one, swipe it away or open, drag it
/// in edit mode) and to a view with a context menu.
extension UIHostingController {
    package var rowCount: Int {
        _ = contentLines()
        return graph.layer.top.rows.count
    }

    private func row(_ index: Int) -> Result<RowTarget, FieldRefusal> {
        _ = contentLines()
        let top = graph.layer.top
        if let alert = top.alert {
            return .failure(FieldRefusal(inFront(of: alert)))
        }
        guard top.rows.indices.contains(index) else {
            let rows = top.rows.isEmpty ? "no list rows" : "rows 0 to \(top.rows.count - 1)"
            return .failure(FieldRefusal("There is no row \(index) on \(name); it shows \(rows)."))
        }
        return .success(top.rows[index])
    }

    package func selectRow(at index: Int) -> String? {
        act(
            on: index, \.select,
            else: "The list on \(name) has no selection: it is not List(selection:).")
    }

    package func deleteRow(at index: Int) -> String? {
        act(
            on: index, \.delete,
            else: "Row \(index) on \(name) cannot be deleted: its ForEach has no onDelete.")
    }

    package func swipeRow(at index: Int) -> String? {
        act(
            on: index, \.swipe,
            else: "Row \(index) on \(name) has no swipe actions: it has no swipeActions.")
    }

    package func moveRow(at index: Int, to destination: Int) -> String? {
        switch row(index) {
        case .failure(let refusal): return refusal.message
        case .success(let row):
            guard let move = row.moveTo else {
                return "Row \(index) on \(name) cannot be moved: the list is not in edit mode, "
                    + "or its ForEach has no onMove."
            }
            guard graph.layer.top.rows.indices.contains(destination) else {
                return "There is no row \(destination) on \(name) to move row \(index) to."
            }
            Screen.change { move(destination) }
            return nil
        }
    }

    package func hold(_ title: String) -> String? {
        _ = contentLines()
        let top = graph.layer.top
        if let alert = top.alert {
            return inFront(of: alert)
        }
        guard let target = top.holds.first(where: { $0.title == title }) else {
            let shown = top.holds.map { "\"\($0.title)\"" }.joined(separator: ", ")
            return "Nothing on \(name) that shows \"\(title)\" has a context menu; "
                + (shown.isEmpty ? "nothing does." : "these do: \(shown).")
        }
        Screen.change { target.open() }
        return nil
    }

    /// Does what `action` of row `index` does; or says why there is no such row or action.
    private func act(
        on index: Int, _ action: KeyPath<RowTarget, (@MainActor () -> Void)?>, else missing: String
    ) -> String? {
        switch row(index) {
        case .failure(let refusal): return refusal.message
        case .success(let row):
            guard let act = row[keyPath: action] else { return missing }
            Screen.change { act() }
            return nil
        }
    }
}

#endif
