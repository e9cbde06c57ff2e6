// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A UIKit controller whose screen is a SwiftUI view: how a UIKit app shows SwiftUI, and
/// how the console puts a SwiftUI view in its window. Its title line is the shown screen's
/// `navigationTitle`, or else the root view's type; a sheet is drawn as a modal screen, and
/// an alert over everything.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content {
        didSet {
            graph.rootWasReplaced()
            Screen.change()
        }
    }

    let graph = ViewGraph()

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
        drawnContent = self
    }

    /// The console has no archives to read a root view from.
    public required init?(coder: NSCoder) {
        fatalError("UIHostingController<\(Content.self)> needs a root view: use init(rootView:).")
    }

    /// What `dismiss()` does in the root view: dismisses this controller when it was
    /// presented, or pops it from the navigation controller it was pushed onto.
    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment[DismissKey.self] = DismissAction { [weak self] in
            guard let self else { return }
            if presentingViewController != nil {
                dismiss(animated: true)
            } else if let stack = navigationController, stack.viewControllers.first !== self {
                stack.popViewController(animated: true)
            } else {
                runtimeWarning(
                    "dismiss() was called in \(Content.self), whose hosting controller was "
                        + "neither presented nor pushed, so there is nothing to dismiss.")
            }
        }
        return environment
    }
}

extension UIHostingController: DrawnContent {
    package func contentLines() -> [String] {
        graph.render(rootView, environment: environment)
    }

    package var contentName: String {
        graph.layer.navigationTitle ?? "\(Content.self)"
    }

    package var showsBack: Bool {
        graph.layer.back != nil
    }

    /// The alert on top, else the sheet on top, drawn as a modal screen.
    package var cover: [String]? {
        let top = graph.layer.top
        if let alert = top.alert {
            let buttons = alert.buttons.map { "[ \($0.title) ]" }.joined(separator: " ")
            return [alert.title + "  (alert)", Screen.separator] + alert.message + ["", buttons]
        }
        guard let sheet = topSheet else { return nil }
        let back = sheet.layer.back != nil ? "< Back   " : ""
        return [back + sheet.title + "  (modal)", Screen.separator] + sheet.lines
    }

    private var topSheet: ShownSheet? {
        var sheet = graph.layer.sheet
        while let inner = sheet?.layer.sheet {
            sheet = inner
        }
        return sheet
    }

    package func screenDidChange(isOnScreen: Bool) {
        if isOnScreen {
            graph.cameBackOnScreen()
        } else {
            graph.leftScreen()
        }
    }
}

/// What the console's finger reaches on a SwiftUI screen: its buttons, fields and toggles by
/// title, the alert's buttons when one is shown, the back button, and a sheet's. Nothing in
/// SwiftUI offers this to an app, so it is for the package's own tools (`--play`, the tests)
/// only.
package protocol SwiftUIScreen: UIViewController {
    /// The titles a tap can reach now, in the order they are drawn.
    var buttonTitles: [String] { get }
    /// Taps the button titled `title`; or says why there is none to tap.
    func tap(_ title: String) -> String?
    /// Types `text` into the text field titled `title`, as a user replaces what it holds.
    func type(_ text: String, into title: String) -> String?
    /// Flips the toggle titled `title`.
    func flip(_ title: String) -> String?
    /// Taps the back button; or says why there is none.
    func goBack() -> String?
    /// Swipes the sheet on top away; or says why there is none.
    func closeSheet() -> String?
    var shownTitle: String { get }
}

extension UIHostingController: SwiftUIScreen {
    private var name: String { topSheet?.title ?? title ?? contentName }

    private var reachable: [TapTarget] {
        _ = contentLines()
        let top = graph.layer.top
        return top.alert?.buttons ?? top.buttons
    }

    package var buttonTitles: [String] {
        reachable.map(\.title)
    }

    private var place: String {
        graph.layer.top.alert.map { "the alert \"\($0.title)\"" } ?? name
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

    private func field(_ title: String, toggle: Bool) -> Result<FieldTarget, FieldRefusal> {
        _ = contentLines()
        let top = graph.layer.top
        let kind = toggle ? "toggle" : "text field"
        if let alert = top.alert {
            return .failure(
                FieldRefusal(
                    "The alert \"\(alert.title)\" is in front: tap one of its buttons."))
        }
        let fields = top.fields.filter { $0.isToggle == toggle }
        guard let field = fields.first(where: { $0.title == title }) else {
            let shown = fields.map { "\"\($0.title)\"" }.joined(separator: ", ")
            return .failure(
                FieldRefusal(
                    "There is no \(kind) \"\(title)\" on \(name); "
                        + (shown.isEmpty ? "it shows none." : "it shows \(shown).")))
        }
        guard field.isEnabled else {
            return .failure(FieldRefusal("The \(kind) \"\(title)\" on \(name) is disabled."))
        }
        return .success(field)
    }

    package func type(_ text: String, into title: String) -> String? {
        switch field(title, toggle: false) {
        case .failure(let refusal): return refusal.message
        case .success(let field):
            Screen.change { field.set(text) }
            return nil
        }
    }

    package func flip(_ title: String) -> String? {
        switch field(title, toggle: true) {
        case .failure(let refusal): return refusal.message
        case .success(let field):
            Screen.change { field.set("") }
            return nil
        }
    }

    package func goBack() -> String? {
        _ = contentLines()
        let top = graph.layer.top
        if let alert = top.alert {
            return "The alert \"\(alert.title)\" is in front: tap one of its buttons."
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
            return "The alert \"\(alert.title)\" is in front: tap one of its buttons."
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
}

/// Why the finger cannot reach a field.
struct FieldRefusal: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

#endif
