// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

extension Text {
    /// How a date is shown in text: its day, its time, or how far it is from now.
    nonisolated public struct DateStyle: Equatable, Sendable {
        fileprivate let name: String

        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")
    }

    /// A date, shown as `style` says: `Text(order.placed, style: .date)`.
    public init(_ date: Date, style: Text.DateStyle) {
        self.init(verbatim: style.written(date))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A date, shown as `style` says: `"Placed \(order.placed, style: .date)"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolation(style.written(date))
    }
}

extension Text.DateStyle {
    /// The console writes a day as `2026-12-24` and a time as `09:30`, in UTC, so that every
    /// run prints the same; how far a date is from now, and a timer, depend on the clock, so
    /// the console writes them in whole minutes, and no chapter prints one.
    fileprivate func written(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        switch name {
        case "date":
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter.string(from: date)
        case "time":
            formatter.dateFormat = "HH:mm"
            return formatter.string(from: date)
        default:
            let minutes = Int((date.timeIntervalSinceNow / 60).rounded())
            if name == "relative" {
                return minutes >= 0 ? "in \(minutes) min" : "\(-minutes) min ago"
            }
            return "\(minutes >= 0 ? "+" : "-")\(abs(minutes)) min"
        }
    }
}

#endif
