// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

// Containers that arrange their views by the room a screen has. The console's screen is lines
// of text on a phone, so each draws what a phone shows: a grid in rows, the first view that
// fits, a split view as its stack.

/// A column of a grid.
nonisolated public struct GridItem: Sendable {
    /// How wide a column is: fixed, as wide as it can be, or as many as fit.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(
        _ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil
    ) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views in rows of as many columns as it has, drawn a row a line: `A  B  C`. (An adaptive
/// column counts as one.)
@MainActor
@preconcurrency
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    nonisolated(unsafe) let content: Content

    nonisolated public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.content = content()
    }
}

/// The first of its views that fits; every view fits a line of the console, so the first.
@MainActor
@preconcurrency
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let content: Content

    nonisolated public init(
        in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

/// Content made from the room it has: the console gives it an iPhone's screen, 393 by 852.
@MainActor
@preconcurrency
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let content: (GeometryProxy) -> Content

    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

/// The room a `GeometryReader` has.
nonisolated public struct GeometryProxy: Sendable {
    public var size: CGSize { CGSize(width: 393, height: 852) }
}

/// A sidebar and a detail side by side on an iPad; on a phone, as here, a navigation stack
/// whose root is the sidebar.
@MainActor
@preconcurrency
public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let sidebar: Sidebar
    nonisolated(unsafe) let detail: Detail

    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
    {
        self.sidebar = sidebar()
        self.detail = detail()
    }
}

/// An image loaded from a URL. The console loads nothing, so it draws the placeholder, or
/// `(image)` without one.
@MainActor
@preconcurrency
public struct AsyncImage<Content: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let placeholder: (any View)?

    nonisolated public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.placeholder = placeholder()
    }
}

extension AsyncImage where Content == Image {
    nonisolated public init(url: URL?, scale: CGFloat = 1) {
        placeholder = nil
    }
}

@available(*, unavailable)
extension LazyVGrid: Sendable {}

@available(*, unavailable)
extension ViewThatFits: Sendable {}

@available(*, unavailable)
extension GeometryReader: Sendable {}

@available(*, unavailable)
extension NavigationSplitView: Sendable {}

@available(*, unavailable)
extension AsyncImage: Sendable {}

@MainActor
extension LazyVGrid: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let cells = context.graph.draw(content, in: context.child(.part(.stack)))
        let width = max(columns.count, 1)
        return stride(from: 0, to: cells.count, by: width).map {
            cells[$0..<min($0 + width, cells.count)].joined(separator: "  ")
        }
    }
}

@MainActor
extension ViewThatFits: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        guard let first = membersOf(content).first else { return [] }
        return context.graph.draw(first.view, in: context.child(.child(0)))
    }
}

@MainActor
extension GeometryReader: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let content = content
        let (made, inner) = context.graph.made(at: context.slot(.geometry), in: context) {
            content(GeometryProxy())
        }
        return context.graph.draw(made, in: inner.child(.part(.content)))
    }
}

@MainActor
extension NavigationSplitView: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        context.graph.draw(NavigationStack { sidebar }, in: context.child(.part(.stack)))
    }
}

@MainActor
extension AsyncImage: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        guard let placeholder else { return ["(image)"] }
        return context.graph.draw(placeholder, in: context.child(.part(.content)))
    }
}

#endif
