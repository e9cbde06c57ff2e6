// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// Views one above the other. The console draws each on its own lines, in order.
@MainActor
@preconcurrency
public struct VStack<Content: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let content: Content

    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

/// Views side by side. The console draws them on one line, a space apart.
@MainActor
@preconcurrency
public struct HStack<Content: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let content: Content

    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

/// Views on top of each other, the last in front. The console draws the layers one under
/// the other, from the back to the front.
@MainActor
@preconcurrency
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let content: Content

    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Views as one, for a modifier to apply to all of them.
nonisolated public struct Group<Content> {
    public typealias Body = Never
    let content: Content
}

extension Group: View where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Room between views. The console leaves none.
@MainActor
@preconcurrency
public struct Spacer {
    public typealias Body = Never
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

/// A line between views. The console draws it across the screen.
@MainActor
@preconcurrency
public struct Divider: View {
    public typealias Body = Never

    nonisolated public init() {}
}

extension Spacer: View {}

extension Spacer: Sendable {}

@available(*, unavailable)
extension VStack: Sendable {}

@available(*, unavailable)
extension HStack: Sendable {}

@available(*, unavailable)
extension ZStack: Sendable {}

@available(*, unavailable)
extension Group: Sendable {}

@available(*, unavailable)
extension Divider: Sendable {}

@MainActor
extension VStack: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        context.graph.draw(content, in: context.child(.part(.stack)))
    }
}

@MainActor
extension HStack: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let line = context.graph.draw(content, in: context.child(.part(.stack)))
            .filter { !$0.isEmpty }.joined(separator: " ")
        return line.isEmpty ? [] : [line]
    }
}

@MainActor
extension ZStack: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        context.graph.draw(content, in: context.child(.part(.stack)))
    }
}

@MainActor
extension Group: DrawnView where Content: View {
    func draw(in context: DrawingContext) -> [String] {
        context.graph.draw(content, in: context.child(.part(.group)))
    }
}

@MainActor
extension Spacer: DrawnView {
    func draw(in context: DrawingContext) -> [String] { [] }
}

@MainActor
extension Divider: DrawnView {
    func draw(in context: DrawingContext) -> [String] { [Screen.separator] }
}

/// Where a vertical stack lines up its views across; the console draws every line from the
/// left.
nonisolated public struct HorizontalAlignment: Equatable, Sendable {
    private let name: String

    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Where a horizontal stack lines up its views down; the console draws one line.
nonisolated public struct VerticalAlignment: Equatable, Sendable {
    private let name: String

    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// Where a `ZStack` or a frame lines up its content; the console draws every line from the
/// left.
nonisolated public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

#endif
