// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation

/// A screen's controller. Its view is created, and `viewDidLoad()` called, the first time
/// anybody asks for `view`. As in UIKit it is an `NSObject` (through `UIResponder`), so
/// controllers compare, hash and go into sets by identity.
@MainActor
open class UIViewController: UIResponder {
    open var title: String? {
        didSet { Screen.change() }
    }

    private var loadedView: UIView? {
        didSet { loadedView?.owningViewController = self }
    }
    /// The window this controller is the root of, if it is one.
    weak var rootOfWindow: UIWindow?

    /// The controllers this one contains, such as a navigation controller's stack.
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?

    /// The controller this one presents modally, and the one that presents this one.
    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// UIKit calls this to load a controller from a storyboard. The console has none, so it
    /// builds an empty controller, as `init()` does; the routers build controllers from their
    /// type through it (see the porting page).
    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    open func loadView() {
        loadedView = UIView()
    }

    open func viewDidLoad() {}

    /// Called once the controller is on screen: here, when the console first draws it as the
    /// screen, and for the controllers it contains.
    open func viewDidAppear(_ animated: Bool) {}

    /// Tells this controller, then its children, that it appeared.
    func didAppear() {
        viewDidAppear(false)
        for child in children {
            child.didAppear()
        }
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        Screen.change {
            loadView()
            viewDidLoad()
        }
    }

    /// Its view's superview; or the controller that presented it; or, for the root of a
    /// window, the window. (In the console a child's view is not placed inside its parent's
    /// view, so a child's next is its parent's view, which UIKit reaches through the views in
    /// between.)
    open override var next: UIResponder? {
        if isViewLoaded, let superview = view.superview {
            return superview
        }
        if let presentingViewController {
            return presentingViewController
        }
        if let parent {
            return parent.view
        }
        return rootOfWindow
    }

    /// The nearest navigation controller this controller is in, if any.
    open var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Called after the controller is added to, or removed from, a container.
    open func willMove(toParent parent: UIViewController?) {}

    open func didMove(toParent parent: UIViewController?) {}

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Shows `viewControllerToPresent` over this controller's screen. Like UIKit, a controller
    /// presents one controller at a time.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        if let presentedViewController {
            fatalError(
                "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)), "
                    + "which is already presenting \(type(of: presentedViewController)). "
                    + "Present from the top controller instead.")
        }
        Screen.change {
            presentedViewController = viewControllerToPresent
            viewControllerToPresent.presentingViewController = self
        }
        completion?()
    }

    /// Dismisses the controller this one presents or, if it presents none, this controller
    /// itself when it was presented.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presentedViewController else {
            presentingViewController?.dismiss(animated: flag, completion: completion)
            return
        }
        Screen.change {
            presentedViewController.presentingViewController = nil
            self.presentedViewController = nil
        }
        completion?()
    }

    /// The controller to draw when this one is the window's root: the last one presented
    /// over its screen (or over the screen of the child it shows), or else itself.
    var visibleViewController: UIViewController {
        if let presentedViewController {
            return presentedViewController.visibleViewController
        }
        if let shownChild, shownChild.visibleViewController !== shownChild {
            return shownChild.visibleViewController
        }
        return self
    }

    /// The child whose screen this controller shows, for containers.
    var shownChild: UIViewController? { nil }

    /// What this controller's screen shows: its title, then its view's content.
    func screenLines() -> [String] {
        [screenTitle, Screen.separator] + view.screenLines()
    }

    /// The name on the title line: the title, or else the type's name.
    var displayName: String { title ?? "\(type(of: self))" }

    /// The title line, which says so when the screen is presented modally.
    var screenTitle: String {
        presentingViewController == nil ? displayName : "\(displayName)  (modal)"
    }
}

#endif
