// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

/// Tabs: the selected tab's screen shows, with the tab bar under it.
@MainActor
open class UITabBarController: UIViewController {
    public var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set {
            Screen.change {
                for child in children {
                    child.removeFromParent()
                }
                for child in newValue ?? [] {
                    addChild(child)
                }
                selectedIndex = 0
            }
        }
    }

    public var selectedIndex = 0 {
        didSet { Screen.change() }
    }

    public var selectedViewController: UIViewController? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
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
