// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

// Layout and style: the console draws lines of text, so these change nothing it draws. They
// are here with SwiftUI's signatures, so that a screen written with them compiles as on iOS.

extension View {
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
        -> some View
    {
        modifier(LayoutModifier())
    }

    nonisolated public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    nonisolated public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(LayoutModifier())
    }

    @_disfavoredOverload
    nonisolated public func tint(_ tint: Color?) -> some View {
        modifier(LayoutModifier())
    }

    /// Turns off the controls inside: the console marks a disabled button, and a tap on it
    /// does nothing.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        modifier(
            _EnvironmentKeyTransformModifier(keyPath: \.isEnabled) { $0 = $0 && !disabled })
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
/// What the console draws of a layout or style modifier: its content, unchanged.
@MainActor
struct LayoutModifier: ViewModifier, DrawnModifier {
    typealias Body = Never

    nonisolated init() {}

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        context.graph.draw(content, in: context)
    }
}

/// A side of a rectangle, and sets of them for padding.
nonisolated public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public init(_ e: Edge) {
            rawValue = 1 << e.rawValue
        }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// A font of the system's text styles; the console draws every font alike.
nonisolated public struct Font: Hashable, Sendable {
    let style: String

    public static let largeTitle = Font(style: "largeTitle")
    public static let title = Font(style: "title")
    public static let title2 = Font(style: "title2")
    public static let title3 = Font(style: "title3")
    public static let headline = Font(style: "headline")
    public static let subheadline = Font(style: "subheadline")
    public static let body = Font(style: "body")
    public static let callout = Font(style: "callout")
    public static let footnote = Font(style: "footnote")
    public static let caption = Font(style: "caption")
    public static let caption2 = Font(style: "caption2")
}

/// How something is filled: a colour, or a level such as `.secondary`.
nonisolated public protocol ShapeStyle: Sendable {}

/// A colour; the console draws none.
nonisolated public struct Color: Hashable, CustomStringConvertible, Sendable {
    private let name: String

    public var description: String { name }

    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let black = Color(name: "black")
    public static let clear = Color(name: "clear")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
}

extension Color: ShapeStyle {}

extension Color: View {
    public typealias Body = Never
}

@MainActor
extension Color: DrawnView {
    func draw(in context: DrawingContext) -> [String] { [] }
}

extension ShapeStyle where Self == Color {
    nonisolated public static var red: Color { .red }
    nonisolated public static var orange: Color { .orange }
    nonisolated public static var yellow: Color { .yellow }
    nonisolated public static var green: Color { .green }
    nonisolated public static var blue: Color { .blue }
    nonisolated public static var white: Color { .white }
    nonisolated public static var gray: Color { .gray }
    nonisolated public static var black: Color { .black }
    nonisolated public static var clear: Color { .clear }
}

/// The levels of foreground: primary, secondary and so on.
nonisolated public struct HierarchicalShapeStyle: ShapeStyle {
    private let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    nonisolated public static var primary: HierarchicalShapeStyle { .primary }
    nonisolated public static var secondary: HierarchicalShapeStyle { .secondary }
    nonisolated public static var tertiary: HierarchicalShapeStyle { .tertiary }
    nonisolated public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// How a change is animated; the console draws no animation.
nonisolated public struct Animation: Equatable, Sendable {
    private let name: String

    public static let `default` = Animation(name: "default")
}

/// Runs `body` and draws what it changed as an update of its own, as SwiftUI does: what was
/// changed before it is drawn first, then what it changed. The console animates nothing, but
/// what each change looked like is shown.
nonisolated public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
    drawTheUpdateSoFar()
    let result = try body()
    drawTheUpdateSoFar()
    return result
}

/// The same, and then `completion`, on the main actor's next turn: the console's animations
/// end as soon as they are drawn.
nonisolated public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    let later = Unchecked(completion)
    Task { @MainActor in later.value() }
    return result
}

/// When an animation counts as over, for `withAnimation`'s completion.
nonisolated public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String

    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

nonisolated private func drawTheUpdateSoFar() {
    if isOnMainQueue {
        MainActor.assumeIsolated { Screen.drawNow() }
    }
}

/// Closes the sheet, or pops the screen, or dismisses the controller the view is in:
/// `@Environment(\.dismiss) private var dismiss`, then `dismiss()`.
@MainActor
@preconcurrency
public struct DismissAction {
    let action: @MainActor @Sendable () -> Void

    nonisolated init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    public func callAsFunction() {
        action()
    }
}

extension DismissAction: Sendable {}

nonisolated struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

nonisolated struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction {
        DismissAction {
            runtimeWarning(
                "dismiss() was called from a view that is not presented and not pushed, so "
                    + "there is nothing to dismiss.")
        }
    }
}

extension EnvironmentValues {
    /// What `dismiss()` does here: the nearest sheet, pushed screen or presented controller.
    nonisolated public var dismiss: DismissAction {
        self[DismissKey.self]
    }

    /// Whether the view is on a screen that was presented or pushed: a sheet, a pushed
    /// screen, a presented hosting controller.
    nonisolated public var isPresented: Bool {
        self[IsPresentedKey.self]
    }
}

#endif
