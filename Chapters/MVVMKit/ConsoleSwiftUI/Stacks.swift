// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// Views one above the other. The console draws each on its own lines, in order.
@MainActor
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

/// Views on top of each other, the last in front. The console draws the layers one under
/// the other, from the back to the front.
@MainActor
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(*, unavailable)
extension VStack: Sendable {}

@available(*, unavailable)
extension ZStack: Sendable {}

extension VStack: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        context.graph.draw(content, in: context.child(".stack"))
    }
}

extension ZStack: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        context.graph.draw(content, in: context.child(".stack"))
    }
}

/// Where a stack lines up its views across; the console draws every line from the left.
public struct HorizontalAlignment: Equatable, Sendable {
    private let name: String

    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Where a `ZStack` lines up its layers; the console draws every line from the left.
public struct Alignment: Equatable, Sendable {
    private let name: String

    public static let center = Alignment(name: "center")
    public static let top = Alignment(name: "top")
    public static let bottom = Alignment(name: "bottom")
}

#endif
