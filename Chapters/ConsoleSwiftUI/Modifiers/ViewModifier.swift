// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// Something that wraps a view: `body(content:)` gets the view it is applied to as `content`
/// and returns what to show instead, usually `content` with something around or inside it.
/// A modifier may hold `@State` and read `@Environment`, as a view does.
@MainActor
@preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder func body(content: Content) -> Body
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
    /// Modifiers that SwiftUI applies itself have no body to ask for.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is applied by SwiftUI and has no body to ask for.")
    }
}

/// The view a modifier is applied to, as its `body(content:)` sees it.
@MainActor
@preconcurrency
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let slot: ContentSlot
}

/// A view with a modifier applied: what `modifier(_:)` returns.
nonisolated public struct ModifiedContent<Content, Modifier> {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

@available(*, unavailable)
extension ModifiedContent: Sendable {}

extension View {
    /// This view with `modifier` applied to it.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        .init(content: self, modifier: modifier)
    }
}

#endif
