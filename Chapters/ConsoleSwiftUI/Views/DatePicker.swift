// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

import Foundation

/// A date, and a time, picked. The console draws `title: 2026-12-24 09:30`, in UTC so that
/// every run prints the same, with only the components it displays; its finger picks a date
/// written the same way, within the picker's range.
@MainActor
@preconcurrency
public struct DatePicker<Label: View>: View {
    public typealias Body = Never
    public typealias Components = DatePickerComponents
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let displayedComponents: Components
    nonisolated(unsafe) let label: Label

    nonisolated public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        range = nil
        self.displayedComponents = displayedComponents
        self.label = label()
    }

    nonisolated public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.range = range
        self.displayedComponents = displayedComponents
        self.label = label()
    }
}

extension DatePicker where Label == Text {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) {
            Text(titleKey)
        }
    }

    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
            Text(titleKey)
        }
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) {
            Text(title)
        }
    }
}

@available(*, unavailable)
extension DatePicker: Sendable {}

/// What a date picker shows: the date, the hour and minute, or both.
nonisolated public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// How the console writes and reads a picked date: `2026-12-24 09:30`, in UTC.
@MainActor
enum PickedDate {
    static func formatter(_ components: DatePickerComponents) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = [
            components.contains(.date) ? "yyyy-MM-dd" : nil,
            components.contains(.hourAndMinute) ? "HH:mm" : nil,
        ].compactMap { $0 }.joined(separator: " ")
        return formatter
    }
}

@MainActor
extension DatePicker: DrawnView {
    func draw(in context: DrawingContext) -> [String] {
        let shown = PickedDate.formatter(displayedComponents)
        let full = PickedDate.formatter([.date, .hourAndMinute])
        let (selection, range, displayed) = (selection, range, displayedComponents)
        let kind = FieldTarget.Kind.date(format: shown.dateFormat)
        return drawControl(label, reading: selection, kind: kind, in: context) {
            shown.string(from: $0)
        } set: { typed in
            // What the picker does not show of the date stays as it was, as on a wheel.
            let old = full.string(from: selection.wrappedValue).split(separator: " ")
            let parts =
                (displayed.contains(.date) ? [] : [String(old[0])]) + [typed]
                + (displayed.contains(.hourAndMinute) ? [] : [String(old[1])])
            guard let date = full.date(from: parts.joined(separator: " ")),
                range?.contains(date) ?? true
            else { return }
            selection.wrappedValue = date
        }
    }
}

#endif
