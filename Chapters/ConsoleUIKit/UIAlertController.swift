// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation

/// A message with buttons, presented modally. The console draws it as a screen: its title,
/// its message, and its buttons in brackets.
@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    open var message: String? {
        didSet { Screen.change() }
    }

    open private(set) var preferredStyle: Style = .alert
    open private(set) var actions: [UIAlertAction] = []

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    override func screenLines() -> [String] {
        let buttons = actions.map { "[ \($0.title ?? "") ]" }.joined(separator: " ")
        let lines = (message ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        return [screenTitle, Screen.separator] + lines.map(String.init) + ["", buttons]
    }
}

/// A button of an alert. UIKit calls its handler when the user taps it; the console has no
/// taps, so a handler never runs here (the porting page says what to do instead).
@MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    open private(set) var title: String?
    open private(set) var style: Style = .default
    open var isEnabled = true
    private var handler: ((UIAlertAction) -> Void)?

    public convenience init(
        title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil
    ) {
        self.init()
        self.title = title
        self.style = style
        self.handler = handler
    }
}

#endif
