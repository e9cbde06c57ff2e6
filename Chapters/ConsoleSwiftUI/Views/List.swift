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

/// A view for each element of a collection, each in a place of its own named by the
/// element's id, so that a row keeps its state while its element stays in the collection.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
}

extension ForEach where Content: View {
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Content: View {
    /// A view for each element of a bound collection, handed a binding to its element:
    /// `ForEach($items) { $item in TextField("Title", text: $item.title) }`.
    @_disfavoredOverload
    public init<C>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
        C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable,
        C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }

    @_disfavoredOverload
    public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection,
        C: RandomAccessCollection, C.Index: Hashable
    {
        let elementIDs = data.wrappedValue.indices.lazy.map { index in
            (index, data.wrappedValue[index][keyPath: id])
        }
        self.init(elementIDs, id: \.1) { element in
            content(data[element.0])
        }
    }
}

@available(*, unavailable)
extension ForEach: Sendable {}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

@MainActor
extension ForEach: DrawnView where Content: View {
    /// Each row's content is made as a body is evaluated, in a place of its own named by its
    /// element's id: the state and Observation properties it reads draw that row again when
    /// they change, and no other.
    func draw(in context: DrawingContext) -> [String] {
        var row = context
        row.rows = nil
        row.rowActions = nil
        var lines: [String] = []
        for (drawn, element) in data.enumerated() {
            if let budget = context.rows {
                guard budget.remaining > 0 else {
                    budget.skipped += data.count - drawn
                    break
                }
                budget.remaining -= 1
            }
            var place = row.child(.element(AnyHashable(id(element))))
            let node = context.graph.node(at: place.slot(.row))
            let evaluate = node.isNew || node.isDirty || context.inputsMayHaveChanged
            if evaluate {
                node.lastBody = node.evaluate { content(element) }
            }
            place.inputsMayHaveChanged = evaluate
            var rowLines = context.graph.draw(node.lastBody ?? EmptyView(), in: place)
            if let actions = context.rowActions {
                let (rowID, offset) = (AnyHashable(id(element)), drawn)
                if actions.selected.contains(rowID), !rowLines.isEmpty {
                    rowLines[0] += " (selected)"
                }
                var target = RowTarget()
                if let select = actions.select {
                    target.select = { select(rowID) }
                }
                if let delete = actions.delete {
                    target.delete = { delete(IndexSet(integer: offset)) }
                }
                context.graph.layer.rows.append(target)
            }
            lines += rowLines
        }
        return lines
    }
}

/// What a list's rows do: what `onDelete` and the list's selection give them.
@MainActor
struct RowActions {
    var delete: ((IndexSet) -> Void)?
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

/// Views made from a collection's elements, one for each: what `onDelete` is for.
@MainActor
@preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier: ViewModifier {
    @MainActor public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// What a swipe to delete does to a row of a list: `action` is handed the row's offset in
    /// the collection.
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?)
        -> some DynamicViewContent
    {
        modifier(OnDeleteModifier(action: action))
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor
struct OnDeleteModifier: ViewModifier, DrawnModifier {
    typealias Body = Never
    nonisolated(unsafe) let action: ((IndexSet) -> Void)?

    nonisolated init(action: ((IndexSet) -> Void)?) {
        self.action = action
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        var inner = context
        if let action {
            inner.rowActions?.delete = ViewOwner.bound(plain: action)
        }
        return context.graph.draw(content, in: inner)
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`: what an `onDelete` action does to its collection.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

#endif
