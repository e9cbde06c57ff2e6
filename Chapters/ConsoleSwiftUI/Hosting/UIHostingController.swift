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
    /// The screen's edit mode, which its lists and its `EditButton` share.
    let editMode = StateLocation(EditMode.inactive, owner: nil)
    /// The environment the root view was last drawn in, and whether the screen was presented
    /// or pushed then: made again only when that changes, as nothing else in it does.
    private var lastEnvironment: (isPresented: Bool, values: EnvironmentValues)?

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
        let isPushed = navigationController.map { $0.viewControllers.first !== self } ?? false
        let isPresented = presentingViewController != nil || isPushed
        if let last = lastEnvironment, last.isPresented == isPresented {
            return last.values
        }
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
        environment.editMode = Binding(location: editMode)
        environment[IsPresentedKey.self] = isPresented
        lastEnvironment = (isPresented, environment)
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
            let hidesTitle = alert.kind == .confirmationDialog(showsTitle: false)
            let heading = (hidesTitle ? "" : alert.title + "  ") + "(\(alert.kind.name))"
            return [heading, Screen.separator] + alert.message + ["", buttons]
        }
        guard let sheet = topSheet else { return nil }
        let back = sheet.layer.back != nil ? "< Back   " : ""
        return [back + sheet.title + "  (modal)", Screen.separator] + sheet.lines
    }

    var topSheet: ShownSheet? {
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

#endif
