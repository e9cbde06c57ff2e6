// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A line of text. A string literal is a `LocalizedStringKey`, looked up in the app's
/// strings; the console has no strings files, so it shows the key itself.
public struct Text: Equatable, Sendable {
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
}

extension Text: View {
    public typealias Body = Never
}

extension Text: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

/// The key of a localized string, written as a literal; interpolated numbers and strings
/// become its arguments.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
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

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            text += "\(value)"
        }

        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.string
        }
    }
}

/// The numbers a `LocalizedStringKey` interpolates.
public protocol _FormatSpecifiable: Equatable {}

extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

#endif
