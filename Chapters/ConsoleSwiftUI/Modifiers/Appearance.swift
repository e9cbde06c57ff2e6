// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

// What only changes pixels, a keyboard or a feel: the console draws lines of text, so these
// draw nothing new. They are here with SwiftUI's signatures, so that a screen written with them
// compiles as on iOS; the porting page lists them as such.

extension View {
    nonisolated public func navigationBarTitleDisplayMode(
        _ displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func textInputAutocapitalization(
        _ autocapitalization: TextInputAutocapitalization?
    ) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func lineLimit(_ number: Int?) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func scaledToFill() -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func scaledToFit() -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T
    ) -> some View {
        modifier(LayoutModifier())
    }

    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(LayoutModifier())
    }
}

/// How a navigation bar shows its title; the console draws every title on the title line.
nonisolated public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable {
        case automatic
        case inline
        case large
    }
}

/// The word on the keyboard's Return key.
nonisolated public struct SubmitLabel: Sendable {
    private let name: String

    public static var done: SubmitLabel { SubmitLabel(name: "done") }
    public static var go: SubmitLabel { SubmitLabel(name: "go") }
    public static var send: SubmitLabel { SubmitLabel(name: "send") }
    public static var join: SubmitLabel { SubmitLabel(name: "join") }
    public static var route: SubmitLabel { SubmitLabel(name: "route") }
    public static var search: SubmitLabel { SubmitLabel(name: "search") }
    public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
    public static var next: SubmitLabel { SubmitLabel(name: "next") }
    public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}

/// When the keyboard starts a capital letter.
nonisolated public struct TextInputAutocapitalization: Sendable {
    private let name: String

    public static var never: TextInputAutocapitalization { .init(name: "never") }
    public static var words: TextInputAutocapitalization { .init(name: "words") }
    public static var sentences: TextInputAutocapitalization { .init(name: "sentences") }
    public static var characters: TextInputAutocapitalization { .init(name: "characters") }
}

/// Why a view is drawn as a placeholder.
nonisolated public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// How a view's content changes when it changes.
nonisolated public struct ContentTransition: Equatable, Sendable {
    private let name: String

    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")

    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
}

/// What the device plays when a trigger changes.
nonisolated public struct SensoryFeedback: Equatable, Sendable {
    private let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let impact = SensoryFeedback(name: "impact")
}

extension Font {
    /// How thick a font's strokes are.
    nonisolated public struct Weight: Hashable, Sendable {
        private let value: Double

        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    /// A family of the system font.
    nonisolated public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }

    /// The system's text styles, as `system(_:design:weight:)` takes them.
    nonisolated public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
        case caption, caption2
    }

    nonisolated public static func system(
        _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
    ) -> Font {
        Font(style: "\(style)")
    }

    nonisolated public static func system(
        size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil
    ) -> Font {
        .body
    }

    nonisolated public func bold() -> Font { self }

    nonisolated public func italic() -> Font { self }

    nonisolated public func weight(_ weight: Font.Weight) -> Font { self }
}

extension Image {
    /// How large a symbol image is drawn beside text.
    nonisolated public enum Scale: Hashable, Sendable {
        case small
        case medium
        case large
    }

    nonisolated public func resizable() -> Image { self }
}

extension Color {
    nonisolated public func opacity(_ opacity: Double) -> Color { self }
}

#endif
