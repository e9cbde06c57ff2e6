// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// A UIKit controller whose screen is a SwiftUI view: how a UIKit app shows SwiftUI, and
/// how the console puts a SwiftUI view in its window. Its title line is the shown screen's
/// `navigationTitle`, or else the root view's type; an alert is drawn over the screen.
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

}

extension UIHostingController: DrawnContent {
    package func contentLines() -> [String] {
        graph.render(rootView)
    }

    package var contentName: String {
        graph.navigationTitle ?? "\(Content.self)"
    }

    package var showsBack: Bool {
        graph.back != nil
    }

    package var cover: [String]? {
        graph.alert.map { alert in
            let buttons = alert.buttons.map { "[ \($0.title) ]" }.joined(separator: " ")
            return [alert.title + "  (alert)", Screen.separator] + alert.message + ["", buttons]
        }
    }
}

/// What the console's finger reaches on a SwiftUI screen: its buttons by title, the alert's
/// when one is shown, and the back button. Nothing in SwiftUI offers this to an app, so it
/// is for the package's own tools (`--play`, the tests) only.
package protocol SwiftUIScreen: UIViewController {
    /// The titles a tap can reach now, in the order they are drawn.
    var buttonTitles: [String] { get }
    /// Taps the button titled `title`; or says why there is none to tap.
    func tap(_ title: String) -> String?
    /// Taps the back button; or says why there is none.
    func goBack() -> String?
    var shownTitle: String { get }
}

extension UIHostingController: SwiftUIScreen {
    private var name: String { title ?? contentName }

    private var reachable: [TapTarget] {
        _ = contentLines()
        return graph.alert?.buttons ?? graph.buttons
    }

    package var buttonTitles: [String] {
        reachable.map(\.title)
    }

    package func tap(_ title: String) -> String? {
        let targets = reachable
        guard let target = targets.first(where: { $0.title == title }) else {
            let shown = targets.map { "[ \($0.title) ]" }.joined(separator: ", ")
            let place = graph.alert.map { "the alert \"\($0.title)\"" } ?? name
            return "There is no button \"\(title)\" on \(place); "
                + (shown.isEmpty ? "it shows none." : "it shows \(shown).")
        }
        Screen.change { target.action() }
        return nil
    }

    package func goBack() -> String? {
        _ = contentLines()
        guard graph.alert == nil else {
            return "The alert \"\(graph.alert?.title ?? "")\" is in front: tap one of its buttons."
        }
        guard let back = graph.back else {
            return "\(name) has pushed no screen, so there is nothing to go back to."
        }
        back()
        return nil
    }

    package var shownTitle: String {
        _ = contentLines()
        return graph.alert?.title ?? name
    }
}

#endif
