// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

/// Tabs: the selected tab's screen shows, with the tab bar under it.
@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var selectedIndex = 0 {
        didSet { Screen.change() }
    }

    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
        set {
            // UIKit raises an exception here too.
            guard let newValue, let index = children.firstIndex(of: newValue) else {
                fatalError(
                    "UITabBarController can only select one of its viewControllers, not "
                        + "\(newValue.map { "\(type(of: $0))" } ?? "nil"). "
                        + "Add it to viewControllers first.")
            }
            selectedIndex = index
        }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let selected = selectedViewController
        let newControllers = viewControllers ?? []
        Screen.change {
            replaceChildren(with: newControllers)
            // As Apple documents: the same controller if it is still there, else the same
            // index if there is one, else the first.
            if let selected, let index = newControllers.firstIndex(where: { $0 === selected }) {
                selectedIndex = index
            } else if !newControllers.indices.contains(selectedIndex) {
                selectedIndex = 0
            }
        }
    }

    override var shownChild: UIViewController? { selectedViewController }

    /// The selected tab's screen, with the tab bar under it, the selected tab in brackets.
    override func screenLines() -> [String] {
        guard let selected = selectedViewController else { return [screenTitle, Screen.separator] }
        let tabs = children.enumerated().map { index, child in
            index == selectedIndex ? "[\(child.displayName)]" : child.displayName
        }
        return selected.screenLines() + [Screen.separator, tabs.joined(separator: " ")]
    }
}

#endif
