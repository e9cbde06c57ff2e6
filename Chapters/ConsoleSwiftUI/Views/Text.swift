// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// A line of text. A string literal is a `LocalizedStringKey`, looked up in the app's
/// strings; the console has no strings files, so it shows the key itself.
nonisolated public struct Text: Equatable, Sendable {
    let string: String

    public init(verbatim content: String) {
        string = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        string = String(content)
    }

    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        string = key.key
    }

    /// A value, as `format` writes it: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        string = format.format(input)
    }

    /// The text struck through; the console draws it as it is.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

    public func bold() -> Text { self }

    public func italic() -> Text { self }

    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
}

extension Text: View {
    public typealias Body = Never
}

@MainActor
extension Text: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

/// The key of a localized string, written as a literal; interpolated numbers and strings
/// become its arguments, formatted as their specifier says (`"\(price, specifier: "%.2f")"`).
nonisolated public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            text += string
        }

        /// A number, formatted as SwiftUI formats it: an `Int` as `%lld`, a `Double` as `%lf`
        /// (six decimals, as on a device).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: value._specifier)
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(
            _ value: T, specifier: String
        ) {
            text += String(format: specifier, value._arg)
        }

        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.string
        }
    }
}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

/// The numbers a `LocalizedStringKey` interpolates: each with its `printf` argument and
/// specifier.
nonisolated public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: nonisolated _FormatSpecifiable {
    nonisolated public var _arg: Int64 { Int64(self) }
    nonisolated public var _specifier: String { "%lld" }
}

extension Double: nonisolated _FormatSpecifiable {
    nonisolated public var _arg: Double { self }
    nonisolated public var _specifier: String { "%lf" }
}

/// A picture. The console draws a system image as its name in parentheses.
nonisolated public struct Image: Equatable, Sendable {
    let name: String

    public init(systemName: String) {
        name = systemName
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
    }
}

extension Image: View {
    public typealias Body = Never
}

@MainActor
extension Image: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        context.isTitle ? [] : ["(\(name))"]
    }
}

/// A title with an icon: `Label("Favourites", systemImage: "star")`.
@MainActor
@preconcurrency
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    nonisolated(unsafe) let title: Title
    nonisolated(unsafe) let icon: Icon

    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
        icon = Image(systemName: name)
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        icon = Image(systemName: name)
    }
}

@available(*, unavailable)
extension Label: Sendable {}

@MainActor
extension Label: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let parts =
            context.graph.draw(icon, in: context.child(.part(.icon)))
            + context.graph.draw(title, in: context.child(.part(.title)))
        return [parts.joined(separator: " ")]
    }
}

#endif
