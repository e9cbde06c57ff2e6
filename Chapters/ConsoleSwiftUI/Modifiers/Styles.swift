// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// How the buttons inside a view look. The console draws every button as `[ title ]`, so a
/// style changes nothing it shows; the built-in styles compile as on iOS.
@MainActor
@preconcurrency
public protocol PrimitiveButtonStyle {}

/// How the text fields inside a view look; the console draws them all alike.
@MainActor
@preconcurrency
public protocol TextFieldStyle {}

nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle, Sendable {
    public init() {}
}

nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle, Sendable {
    public init() {}
}

nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Sendable {
    public init() {}
}

nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle, Sendable {
    public init() {}
}

nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle, Sendable {
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    nonisolated public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    nonisolated public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    nonisolated public static var borderedProminent: BorderedProminentButtonStyle {
        BorderedProminentButtonStyle()
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    nonisolated public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    nonisolated public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated public struct DefaultTextFieldStyle: TextFieldStyle, Sendable {
    public init() {}
}

nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable {
    public init() {}
}

nonisolated public struct PlainTextFieldStyle: TextFieldStyle, Sendable {
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    nonisolated public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    nonisolated public static var roundedBorder: RoundedBorderTextFieldStyle {
        RoundedBorderTextFieldStyle()
    }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    nonisolated public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(LayoutModifier())
    }

    /// What the text fields inside hold, for the keyboard's suggestions.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
        modifier(LayoutModifier())
    }

    /// Which keyboard the text fields inside bring up.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(LayoutModifier())
    }

    /// Views drawn in front of this one. The console draws them under it, as it draws a
    /// `ZStack`.
    nonisolated public func overlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(OverlayModifier(overlay: content()))
    }
}

// Its init is nonisolated, as SwiftUI's are: not the synthesized main-actor one.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor
struct OverlayModifier<Overlay: View>: ViewModifier, DrawnModifier {
    typealias Body = Never
    nonisolated(unsafe) let overlay: Overlay

    nonisolated init(overlay: Overlay) {
        self.overlay = overlay
    }

    func draw<Content: View>(content: Content, in context: DrawingContext) -> [String] {
        context.graph.draw(content, in: context)
            + context.graph.draw(overlay, in: context.child(.part(.overlay)))
    }
}

/// How the pickers inside a view look: a menu, a segmented control, inline rows, a wheel.
/// The console draws every picker as `title: chosen`.
@MainActor
@preconcurrency
public protocol PickerStyle {}

nonisolated public struct DefaultPickerStyle: PickerStyle, Sendable {
    public init() {}
}

nonisolated public struct MenuPickerStyle: PickerStyle, Sendable {
    public init() {}
}

nonisolated public struct SegmentedPickerStyle: PickerStyle, Sendable {
    public init() {}
}

nonisolated public struct InlinePickerStyle: PickerStyle, Sendable {
    public init() {}
}

nonisolated public struct WheelPickerStyle: PickerStyle, Sendable {
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    nonisolated public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    nonisolated public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    nonisolated public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    nonisolated public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    nonisolated public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension View {
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(LayoutModifier())
    }
}

#endif
