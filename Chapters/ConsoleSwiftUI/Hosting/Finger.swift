// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// What the console's finger reaches on a SwiftUI screen: its buttons, fields and toggles by
/// title, the alert's buttons when one is shown, the back button, and a sheet's. Nothing in
/// SwiftUI offers this to an app, so it is for the package's own tools (`--play`, the tests)
/// only.
package protocol SwiftUIScreen: UIViewController {
    /// How many times each view's `body` ran since the last time they were taken, by view, in
    /// the order the views first ran: what `Self._printChanges()` tells on a device.
    func takeBodyCounts() -> [(view: String, count: Int)]
    /// The titles a tap can reach now, in the order they are drawn.
    var buttonTitles: [String] { get }
    /// Taps the button titled `title`; or says why there is none to tap.
    func tap(_ title: String) -> String?
    /// Types `text` into the text field titled `title`, as a user replaces what it holds.
    func type(_ text: String, into title: String) -> String?
    /// Flips the toggle titled `title`.
    func flip(_ title: String) -> String?
    /// Picks the option whose text is `option` in the picker titled `title`.
    func pick(_ option: String, in title: String) -> String?
    /// Picks the date `text`, written as the date picker titled `title` shows one.
    func pickDate(_ text: String, in title: String) -> String?
    /// Taps the plus (`up`) or the minus of the stepper titled `title`.
    func step(_ title: String, up: Bool) -> String?
    /// Presses Return in the text field titled `title`: its `onSubmit` actions run.
    func submit(_ title: String) -> String?
    /// Types `text` into the search field of a `searchable` screen.
    func search(_ text: String) -> String?
    /// Pulls a `refreshable` screen down and waits for its action to end.
    func refresh() async -> String?
    /// The rows of the lists on screen that a finger can select or swipe.
    var rowCount: Int { get }
    /// Selects row `index` of the list on screen.
    func selectRow(at index: Int) -> String?
    /// Swipes row `index` of the list on screen away: its `onDelete` action runs.
    func deleteRow(at index: Int) -> String?
    /// In edit mode, drags row `index` to the place of row `destination`: its `onMove` runs.
    func moveRow(at index: Int, to destination: Int) -> String?
    /// Swipes row `index` of the list on screen open: its swipe actions show.
    func swipeRow(at index: Int) -> String?
    /// Holds a finger on the view that shows `title`: its context menu opens.
    func hold(_ title: String) -> String?
    /// Taps the back button; or says why there is none.
    func goBack() -> String?
    /// Swipes the sheet on top away, or closes an open menu unchosen; or says why there is
    /// none.
    func closeSheet() -> String?
    var shownTitle: String { get }
    /// Whether an alert is up, in front of everything else the screen shows.
    var showsAnAlert: Bool { get }
}

extension UIHostingController: SwiftUIScreen {
    var name: String { topSheet?.title ?? title ?? contentName }

    package func takeBodyCounts() -> [(view: String, count: Int)] {
        graph.bodyCounts.taken()
    }

    private var reachable: [TapTarget] {
        _ = contentLines()
        let top = graph.layer.top
        return top.alert?.buttons ?? top.buttons
    }

    package var buttonTitles: [String] {
        reachable.map(\.title)
    }

    private var place: String {
        graph.layer.top.alert.map { "the \($0.kind.name) \"\($0.title)\"" } ?? name
    }

    package func tap(_ title: String) -> String? {
        let targets = reachable
        guard let target = targets.first(where: { $0.title == title }) else {
            let shown = targets.map { "[ \($0.title) ]" }.joined(separator: ", ")
            return "There is no button \"\(title)\" on \(place); "
                + (shown.isEmpty ? "it shows none." : "it shows \(shown).")
        }
        guard target.isEnabled else {
            return "The button \"\(title)\" on \(place) is disabled, so a tap does nothing."
        }
        Screen.change { target.action() }
        return nil
    }

    private func field(_ title: String, kind: FieldTarget.Kind) -> Result<FieldTarget, FieldRefusal>
    {
        _ = contentLines()
        let top = graph.layer.top
        if let alert = top.alert, !alert.fields.contains(where: { $0.title == title }) {
            return .failure(FieldRefusal(inFront(of: alert)))
        }
        let fields = (top.alert?.fields ?? top.fields).filter { $0.kind.name == kind.name }
        guard let field = fields.first(where: { $0.title == title }) else {
            let shown = fields.map { "\"\($0.title)\"" }.joined(separator: ", ")
            return .failure(
                FieldRefusal(
                    "There is no \(kind.name) \"\(title)\" on \(name); "
                        + (shown.isEmpty ? "it shows none." : "it shows \(shown).")))
        }
        guard field.isEnabled else {
            return .failure(FieldRefusal("The \(kind.name) \"\(title)\" on \(name) is disabled."))
        }
        return .success(field)
    }

    func inFront(of alert: ShownAlert) -> String {
        let buttons = alert.buttons.map { "[ \($0.title) ]" }.joined(separator: ", ")
        let fields = alert.fields.map { "\"\($0.title)\"" }.joined(separator: ", ")
        return "The \(alert.kind.name) \"\(alert.title)\" is in front: press one of its buttons, "
            + buttons
            + (fields.isEmpty ? "." : ", or type into \(fields).")
    }

    /// Does `change` to the field titled `title`, once it has the focus.
    private func change(
        _ title: String, kind: FieldTarget.Kind, _ change: @escaping (FieldTarget) -> Void
    ) -> String? {
        switch field(title, kind: kind) {
        case .failure(let refusal): return refusal.message
        case .success(let field):
            Screen.change {
                field.focus?()
                change(field)
            }
            return nil
        }
    }

    package func type(_ text: String, into title: String) -> String? {
        change(title, kind: .text) { $0.set(text) }
    }

    package func flip(_ title: String) -> String? {
        change(title, kind: .toggle) { $0.set("") }
    }

    package func pick(_ option: String, in title: String) -> String? {
        if case .success(let field) = field(title, kind: .picker(options: [])),
            case .picker(let options) = field.kind, !options.contains(option)
        {
            let shown = options.map { "\"\($0)\"" }.joined(separator: ", ")
            return "The picker \"\(title)\" has no option \"\(option)\"; it has \(shown)."
        }
        return change(title, kind: .picker(options: [])) { $0.set(option) }
    }

    package func pickDate(_ text: String, in title: String) -> String? {
        if case .success(let field) = field(title, kind: .date(format: "")),
            case .date(let format) = field.kind,
            (try? Regex(format.replacing(#/[a-zA-Z]/#, with: "\\d")).wholeMatch(in: text)) == nil
        {
            return "Write the date for \"\(title)\" as \(format): the picker shows no other."
        }
        return change(title, kind: .date(format: "")) { $0.set(text) }
    }

    package func step(_ title: String, up: Bool) -> String? {
        change(title, kind: .stepper) { $0.set(up ? "+" : "-") }
    }

    package func submit(_ title: String) -> String? {
        switch field(title, kind: .text) {
        case .failure(let refusal): return refusal.message
        case .success(let field):
            guard let submit = field.submit else {
                return "The text field \"\(title)\" on \(name) has no onSubmit action."
            }
            Screen.change {
                field.focus?()
                submit()
            }
            return nil
        }
    }

    package func search(_ text: String) -> String? {
        _ = contentLines()
        let top = graph.layer.top
        if let alert = top.alert {
            return inFront(of: alert)
        }
        guard let search = top.search else {
            return "\(name) has no search field: it is not searchable(text:)."
        }
        Screen.change { search.set(text) }
        return nil
    }

    package func refresh() async -> String? {
        _ = contentLines()
        let top = graph.layer.top
        if let alert = top.alert {
            return inFront(of: alert)
        }
        guard let refresh = top.refresh else {
            return "\(name) cannot be pulled to refresh: it is not refreshable(action:)."
        }
        await Screen.changeWhileWaiting { await refresh() }
        return nil
    }

    package func goBack() -> String? {
        _ = contentLines()
        let top = graph.layer.top
        if let alert = top.alert {
            return inFront(of: alert)
        }
        guard let back = top.back else {
            return "\(name) has pushed no screen, so there is nothing to go back to."
        }
        back()
        return nil
    }

    package func closeSheet() -> String? {
        _ = contentLines()
        if let alert = graph.layer.top.alert {
            guard let close = alert.close else { return inFront(of: alert) }
            Screen.change { close() }
            return nil
        }
        guard let sheet = topSheet else {
            return "\(name) shows no sheet, so there is nothing to close."
        }
        sheet.dismiss()
        return nil
    }

    package var shownTitle: String {
        _ = contentLines()
        return graph.layer.top.alert?.title ?? name
    }

    package var showsAnAlert: Bool {
        _ = contentLines()
        return graph.layer.top.alert != nil
    }
}

/// Why the finger cannot reach a field.
struct FieldRefusal: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

#endif
