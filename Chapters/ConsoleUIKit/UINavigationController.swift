// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation

/// A stack of screens: the top one shows, with a back button when there is one below it.
@MainActor
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, root first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        Screen.change {
            replaceChildren(with: viewControllers)
        }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        Screen.change {
            addChild(viewController)
            viewController.didMove(toParent: self)
        }
        appearIfShown(viewController)
    }

    /// As in UIKit, the controller a push or a pop puts on top appears, when the stack is on
    /// screen.
    private func appearIfShown(_ controller: UIViewController?) {
        if isViewLoaded, view.window != nil {
            controller?.didAppear()
        }
    }

    /// Pops the top screen and returns it; the root screen is never popped.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        Screen.change {
            top.willMove(toParent: nil)
            top.removeFromParent()
        }
        appearIfShown(topViewController)
        return top
    }

    /// Pops every screen above the root and returns them, bottom first; nil when the root is
    /// already on top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first, children.count > 1 else { return nil }
        let popped = Array(children.dropFirst())
        Screen.change {
            replaceChildren(with: [root])
        }
        appearIfShown(root)
        return popped
    }

    override var shownChild: UIViewController? { topViewController }

    /// The top screen, under a bar with its title and, above the root, a back button.
    override func screenLines() -> [String] {
        guard let top = topViewController else { return [screenTitle, Screen.separator] }
        var lines = top.screenLines()
        // An alert over a SwiftUI screen covers the navigation bar too.
        if top.drawnContent?.cover != nil {
            return lines
        }
        let backButton = children.count > 1 ? "< Back   " : ""
        let modal = presentingViewController == nil ? "" : "  (modal)"
        lines[0] = backButton + top.displayName + modal
        return lines
    }
}

#endif
