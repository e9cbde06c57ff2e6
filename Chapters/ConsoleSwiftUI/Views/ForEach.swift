// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

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
        // A list's rows gather their swipe actions, each in turn, into one holder.
        let extras = context.rowActions.map { _ in RowExtras() }
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
            if let extras {
                extras.swipe = nil
                place.rowExtras = extras
            }
            var rowLines = context.graph.draw(node.lastBody ?? EmptyView(), in: place)
            if let actions = context.rowActions {
                let (rowID, offset) = (AnyHashable(id(element)), drawn)
                if actions.selected.contains(rowID), !rowLines.isEmpty {
                    rowLines[0] += " (selected)"
                }
                var target = RowTarget(swipe: extras?.swipe)
                if let select = actions.select {
                    target.select = { select(rowID) }
                }
                if let delete = actions.delete {
                    target.delete = { delete(IndexSet(integer: offset)) }
                }
                if let move = actions.move {
                    // The row is moved to take the place of the row at `to`.
                    target.moveTo = { to in
                        move(IndexSet(integer: offset), to > offset ? to + 1 : to)
                    }
                    rowLines = rowLines.map { $0 + " ≡" }
                }
                context.graph.layer.rows.append(target)
            }
            lines += rowLines
        }
        return lines
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
