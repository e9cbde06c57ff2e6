// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// Rows that scroll. Like SwiftUI's, the list is lazy: it draws the rows that fit on the
/// screen (as many as the console's table shows) and evaluates no body of the others.
@MainActor
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        RowContent: View, Data.Element: Identifiable
    {
        content = ForEach(data, content: rowContent)
    }

    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
        RowContent: View
    {
        content = ForEach(data, id: id, content: rowContent)
    }
}

@available(*, unavailable)
extension List: Sendable {}

extension List: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let rows = RowBudget(rows: UITableView.rowsOnScreen)
        var inner = context.child(".list")
        inner.rows = rows
        var lines = context.graph.draw(content, in: inner)
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
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
}

extension ForEach where Content: View {
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

@available(*, unavailable)
extension ForEach: Sendable {}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach: DrawnView where Content: View {
    func draw(in context: DrawingContext) -> [String] {
        var row = context
        row.rows = nil
        var lines: [String] = []
        for (drawn, element) in data.enumerated() {
            if let budget = context.rows {
                guard budget.remaining > 0 else {
                    budget.skipped += data.count - drawn
                    break
                }
                budget.remaining -= 1
            }
            lines += context.graph.draw(content(element), in: row.child("[\(id(element))]"))
        }
        return lines
    }
}

#endif
