// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

/// A stack of screens: the top one shows, with a back button when there is one below it.
@MainActor
open class UINavigationController: UIViewController {
    public var viewControllers: [UIViewController] { children }

    public var topViewController: UIViewController? { children.last }

    public convenience init(rootViewController: UIViewController) {
        self.init()
        addChild(rootViewController)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        Screen.change {
            addChild(viewController)
        }
    }

    /// Pops the top screen and returns it; the root screen is never popped.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        Screen.change {
            top.removeFromParent()
        }
        return top
    }

    override var shownChild: UIViewController? { topViewController }

    /// The top screen, under a bar with its title and, above the root, a back button.
    override func screenLines() -> [String] {
        guard let top = topViewController else { return [screenTitle, Screen.separator] }
        var lines = top.screenLines()
        let backButton = children.count > 1 ? "< Back   " : ""
        let modal = presentingViewController == nil ? "" : "  (modal)"
        lines[0] = backButton + top.displayName + modal
        return lines
    }
}

#endif
