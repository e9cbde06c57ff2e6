// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// What a toolbar holds: items, each with a place in the bar.
@MainActor
@preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// What the toolbar contents the console lays out itself answer when asked for a body.
nonisolated func noToolbarBody(_ content: Any.Type) -> Never {
    fatalError("\(content) is laid out by the console itself and has no body.")
}

/// One item of a toolbar: a view, placed where `placement` says.
@MainActor
@preconcurrency
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    nonisolated(unsafe) let content: Content

    public var body: Never { noToolbarBody(Self.self) }
}

extension ToolbarItem where ID == () {
    nonisolated public init(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
    ) {
        self.placement = placement
        self.content = content()
    }
}

@available(*, unavailable)
extension ToolbarItem: Sendable {}

/// Several items of a toolbar in one place, drawn as one item.
@MainActor
@preconcurrency
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    nonisolated(unsafe) let content: Content

    public var body: Never { noToolbarBody(Self.self) }

    nonisolated public init(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
    ) {
        self.placement = placement
        self.content = content()
    }
}

@available(*, unavailable)
extension ToolbarItemGroup: Sendable {}

/// Where a toolbar item goes. The console draws the items at the bottom of the screen for
/// `bottomBar` and `status`, and above the content for the others.
nonisolated public struct ToolbarItemPlacement: Sendable {
    let isAtTheBottom: Bool

    public static let automatic = ToolbarItemPlacement(isAtTheBottom: false)
    public static let principal = ToolbarItemPlacement(isAtTheBottom: false)
    public static let navigation = ToolbarItemPlacement(isAtTheBottom: false)
    public static let primaryAction = ToolbarItemPlacement(isAtTheBottom: false)
    public static let secondaryAction = ToolbarItemPlacement(isAtTheBottom: false)
    public static let confirmationAction = ToolbarItemPlacement(isAtTheBottom: false)
    public static let cancellationAction = ToolbarItemPlacement(isAtTheBottom: false)
    public static let destructiveAction = ToolbarItemPlacement(isAtTheBottom: false)
    public static let topBarLeading = ToolbarItemPlacement(isAtTheBottom: false)
    public static let topBarTrailing = ToolbarItemPlacement(isAtTheBottom: false)
    public static let bottomBar = ToolbarItemPlacement(isAtTheBottom: true)
    public static let status = ToolbarItemPlacement(isAtTheBottom: true)
    public static let keyboard = ToolbarItemPlacement(isAtTheBottom: true)
}

/// Several toolbar items written one after another.
@MainActor
@preconcurrency
public struct TupleToolbarContent<T>: ToolbarContent {
    nonisolated(unsafe) let value: T

    nonisolated init(_ value: T) {
        self.value = value
    }

    public var body: Never { noToolbarBody(Self.self) }
}

@available(*, unavailable)
extension TupleToolbarContent: Sendable {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { noToolbarBody(Self.self) }
}

extension _ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public var body: Never { noToolbarBody(Self.self) }
}

/// Turns the lines of a `toolbar` block into its content.
@resultBuilder
nonisolated public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    @_disfavoredOverload
    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> TupleToolbarContent<(repeat each Content)> {
        TupleToolbarContent((repeat each content))
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .init(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .init(storage: .falseContent(second))
    }
}

@available(*, unavailable)
extension ToolbarContentBuilder: Sendable {}

// SwiftUI's two `toolbar(content:)`, one for views and one for toolbar items.
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension View {
    /// Views for the navigation bar of this screen.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content)
        -> some View
    {
        modifier(ToolbarModifier(items: [PlacedItem(placement: .automatic, content: content())]))
    }

    /// Items for the toolbars of this screen, each where its placement says.
    nonisolated public func toolbar<Content: ToolbarContent>(
        @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        modifier(ToolbarModifier(items: toolbarItems(in: content())))
    }
}

/// An item of a toolbar, its type forgotten. Its view is made where `toolbar` is called, off
/// the main actor or on it, and drawn only on it, as every view value of SwiftUI's is.
nonisolated struct PlacedItem: @unchecked Sendable {
    let placement: ToolbarItemPlacement
    let content: any View
}

/// The items `content` holds, in order: what the builder made is a tree of tuples, optionals
/// and branches, with the items at its leaves.
nonisolated private func toolbarItems(in content: Any) -> [PlacedItem] {
    if let item = content as? any PlacedToolbarItem {
        return [item.placed]
    }
    let mirror = Mirror(reflecting: content)
    if mirror.displayStyle == .optional {
        return mirror.children.first.map { toolbarItems(in: $0.value) } ?? []
    }
    if let storage = mirror.children.first(where: { $0.label == "storage" }) {
        return Mirror(reflecting: storage.value).children.flatMap { toolbarItems(in: $0.value) }
    }
    if let value = mirror.children.first(where: { $0.label == "value" }) {
        return Mirror(reflecting: value.value).children.flatMap { toolbarItems(in: $0.value) }
    }
    return []
}

nonisolated protocol PlacedToolbarItem {
    var placed: PlacedItem { get }
}

extension ToolbarItem: PlacedToolbarItem {
    nonisolated var placed: PlacedItem {
        PlacedItem(placement: placement, content: content)
    }
}

extension ToolbarItemGroup: PlacedToolbarItem {
    nonisolated var placed: PlacedItem {
        PlacedItem(placement: placement, content: HStack { content })
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor
struct ToolbarModifier: ViewModifier, DrawnModifier {
    typealias Body = Never
    nonisolated let items: [PlacedItem]

    nonisolated init(items: [PlacedItem]) {
        self.items = items
    }

    /// The bar's items on a line of their own, above the content or below it.
    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        func line(atTheBottom: Bool) -> [String] {
            let drawn = items.enumerated().filter {
                $0.element.placement.isAtTheBottom == atTheBottom
            }
            .flatMap { index, item in
                context.graph.draw(
                    item.content, in: context.child(.part(.label)).child(.child(index)))
            }
            return drawn.isEmpty ? [] : [drawn.joined(separator: "  ")]
        }
        let top = line(atTheBottom: false)
        let lines = context.graph.draw(content, in: context)
        return top + lines + line(atTheBottom: true)
    }
}

#endif
