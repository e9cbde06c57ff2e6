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
        Screen.change {
            for child in children {
                child.removeFromParent()
            }
            for child in viewControllers ?? [] {
                addChild(child)
            }
            selectedIndex = 0
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
