// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// A shape drawn as a view. The console draws each as a small mark (a circle `●`, a capsule
/// `⬬`, a rectangle `■`, a rounded one `▢`), whatever fills or strokes it, so that a row with a
/// status dot still reads as one. (SwiftUI's `Shape` also asks for `path(in:)`, which draws
/// pixels; the console's asks for nothing.)
@MainActor
@preconcurrency
public protocol Shape: Sendable, View {}

/// A shape that can be inset, for a border drawn inside it.
@MainActor
@preconcurrency
public protocol InsettableShape: Shape {}

nonisolated public struct Circle: InsettableShape {
    public typealias Body = Never

    public init() {}
}

nonisolated public struct Rectangle: InsettableShape {
    public typealias Body = Never

    public init() {}
}

nonisolated public struct Capsule: InsettableShape {
    public typealias Body = Never

    public init(style: RoundedCornerStyle = .continuous) {}
}

nonisolated public struct RoundedRectangle: InsettableShape {
    public typealias Body = Never
    public var cornerSize: CGSize

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
}

/// How a rounded corner curves.
nonisolated public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular
    case continuous
}

/// How a shape is filled where its outline crosses itself.
nonisolated public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A blur behind a view, as a bar or a card has.
nonisolated public struct Material: ShapeStyle {
    private let name: String

    public static let regular = Material(name: "regular")
    public static let thick = Material(name: "thick")
    public static let thin = Material(name: "thin")
    public static let ultraThin = Material(name: "ultraThin")
    public static let ultraThick = Material(name: "ultraThick")
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    nonisolated public static var regularMaterial: Material { .regular }
    nonisolated public static var thickMaterial: Material { .thick }
    nonisolated public static var thinMaterial: Material { .thin }
    nonisolated public static var ultraThinMaterial: Material { .ultraThin }
    nonisolated public static var ultraThickMaterial: Material { .ultraThick }
    nonisolated public static var bar: Material { .bar }
}

extension Shape {
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle())
        -> some View
    {
        modifier(LayoutModifier())
    }

    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1)
        -> some View
    {
        modifier(LayoutModifier())
    }
}

extension InsettableShape {
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        modifier(LayoutModifier())
    }
}

extension View {
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
        -> some View
    {
        modifier(LayoutModifier())
    }

    nonisolated public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        modifier(LayoutModifier())
    }
}

@MainActor
extension Circle: DrawnView {
    func draw(in context: DrawingContext) -> [String] { ["●"] }
}

@MainActor
extension Rectangle: DrawnView {
    func draw(in context: DrawingContext) -> [String] { ["■"] }
}

@MainActor
extension Capsule: DrawnView {
    func draw(in context: DrawingContext) -> [String] { ["⬬"] }
}

@MainActor
extension RoundedRectangle: DrawnView {
    func draw(in context: DrawingContext) -> [String] { ["▢"] }
}

#endif
