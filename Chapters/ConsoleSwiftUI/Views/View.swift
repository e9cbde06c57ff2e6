// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A piece of a screen, described as a value. SwiftUI asks for `body` when the view first
/// appears and again whenever something `body` read has changed; views that hold other
/// views and draw themselves (`Text`, `VStack`, ...) have a `body` of type `Never`.
@MainActor
@preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    /// Views that draw themselves have no body to ask for.
    public var body: Never {
        fatalError("\(Self.self) draws itself and has no body to ask for.")
    }
}

/// A view that shows nothing: what an empty `@ViewBuilder` block builds.
@MainActor
@preconcurrency
public struct EmptyView: View {
    public typealias Body = Never
    nonisolated public init() {}
}

extension EmptyView: Sendable {}

/// Any view, its type forgotten. A view of another type in the same place is another view,
/// so its state starts afresh.
@MainActor
@preconcurrency
public struct AnyView: View {
    public typealias Body = Never
    nonisolated(unsafe) let view: any View

    nonisolated public init<V: View>(_ view: V) {
        self.view = view
    }

    nonisolated public init<V: View>(erasing view: V) {
        self.view = view
    }
}

@available(*, unavailable)
extension AnyView: Sendable {}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// Several views, one after another: what a `@ViewBuilder` block of several lines builds.
@MainActor
@preconcurrency
public struct TupleView<T>: View {
    public typealias Body = Never
    nonisolated(unsafe) public var value: T

    nonisolated public init(_ value: T) {
        self.value = value
    }
}

@available(*, unavailable)
extension TupleView: Sendable {}

/// One of two views, as an `if`/`else` in a `@ViewBuilder` block chooses. Each branch is a
/// place of its own: switching branches starts the other branch's state afresh.
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

#endif
