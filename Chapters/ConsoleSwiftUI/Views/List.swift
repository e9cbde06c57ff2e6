// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// Rows that scroll. Like SwiftUI's, the list is lazy: it draws the rows that fit on the
/// screen (as many as the console's table shows) and evaluates no body of the others.
@MainActor
@preconcurrency
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) var selection: (any RowSelection)?
}

extension List {
    /// A list whose rows the user selects one at a time: the selection is the row's id.
    nonisolated public init(
        selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.selection = selection.map { SelectedRow(binding: $0) }
    }

    /// A list whose rows the user selects any number of.
    nonisolated public init(
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.selection = selection.map { SelectedRows(binding: $0) }
    }

    nonisolated public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        RowContent: View, Data.Element: Identifiable
    {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { SelectedRow(binding: $0) }
    }

    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
        RowContent: View
    {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { SelectedRow(binding: $0) }
    }
}

extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    nonisolated public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        RowContent: View, Data.Element: Identifiable
    {
        content = ForEach(data, content: rowContent)
    }

    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
        RowContent: View
    {
        content = ForEach(data, id: id, content: rowContent)
    }

    nonisolated public init<RowContent>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        content = ForEach(data, content: rowContent)
    }
}

@available(*, unavailable)
extension List: Sendable {}

@MainActor
extension List: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let rows = RowBudget(rows: UITableView.rowsOnScreen)
        var inner = context.child(.part(.list))
        inner.rows = rows
        inner.rowActions = RowActions()
        if let selection {
            let selected = context.graph.tracked(at: context.slot(.control)) { selection.selected }
            inner.rowActions?.selected = selected
            inner.rowActions?.select = { id in selection.select(id) }
        }
        var lines = withoutLeadingBlank(context.graph.draw(content, in: inner))
        if lines.isEmpty, rows.skipped == 0 {
            lines = ["(no rows)"]
        }
        if rows.skipped > 0 {
            lines.append("... \(rows.skipped) more row\(rows.skipped == 1 ? "" : "s")")
        }
        return lines
    }
}

/// What a list's rows do: what `onDelete` and the list's selection give them.
@MainActor
struct RowActions {
    var delete: ((IndexSet) -> Void)?
    /// In edit mode, what moving rows does.
    var move: ((IndexSet, Int) -> Void)?
    var select: ((AnyHashable) -> Void)?
    var selected: Set<AnyHashable> = []
}

/// A list's selection, read and written by a row's id.
nonisolated protocol RowSelection {
    @MainActor var selected: Set<AnyHashable> { get }
    @MainActor func select(_ id: AnyHashable)
}

nonisolated struct SelectedRow<Value: Hashable>: RowSelection {
    let binding: Binding<Value?>

    @MainActor var selected: Set<AnyHashable> {
        binding.wrappedValue.map { [AnyHashable($0)] } ?? []
    }

    @MainActor func select(_ id: AnyHashable) {
        binding.wrappedValue = id.base as? Value
    }
}

nonisolated struct SelectedRows<Value: Hashable>: RowSelection {
    let binding: Binding<Set<Value>>

    @MainActor var selected: Set<AnyHashable> {
        Set(binding.wrappedValue.map { AnyHashable($0) })
    }

    @MainActor func select(_ id: AnyHashable) {
        guard let value = id.base as? Value else { return }
        if binding.wrappedValue.contains(value) {
            binding.wrappedValue.remove(value)
        } else {
            binding.wrappedValue.insert(value)
        }
    }
}

#endif
