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

    /// The controllers this one contains, such as a navigation controller's stack.
    open internal(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?

    /// The controller this one presents modally.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one or, as in UIKit, the one that presented the
    /// nearest container it is in.
    open var presentingViewController: UIViewController? {
        presenter ?? parent?.presentingViewController
    }
    /// The controller that presented this very controller.
    private weak var presenter: UIViewController?

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

    /// Called as the controller comes on screen: here, both when the console first draws it
    /// as the screen, and for the controllers it contains, first `viewWillAppear(_:)`.
    open func viewWillAppear(_ animated: Bool) {}

    open func viewDidAppear(_ animated: Bool) {}

    /// Tells this controller, then its children, that it appeared.
    func didAppear() {
        viewWillAppear(false)
        viewDidAppear(false)
        for child in children {
            child.didAppear()
        }
    }

    // UIKit's update pass (`UpdatePass`): a new controller asks for both.
    var needsPropertiesUpdate = true
    var needsContentUnavailableUpdate = true

    /// Sets the screen's content and styling from what it shows, before layout. Its reads of
    /// Observation properties are tracked: a change calls it again (iOS 26).
    @available(iOS 26.0, *)
    open func updateProperties() {}

    /// Asks for `updateProperties()` in the next update pass.
    @available(iOS 26.0, *)
    open func setNeedsUpdateProperties() {
        needsPropertiesUpdate = true
        UpdatePass.request()
    }

    /// Runs `updateProperties()` now, for this controller and its view, if they asked.
    @available(iOS 26.0, *)
    open func updatePropertiesIfNeeded() {
        guard isViewLoaded else { return }
        _ = runUpdates()
    }

    /// Called before its view lays out; what it reads is tracked (iOS 18 with the key, and 26).
    open func viewWillLayoutSubviews() {}

    /// Called after its view laid out.
    open func viewDidLayoutSubviews() {}

    /// What covers the screen when it has nothing to show, such as an empty list's message:
    /// set it in `updateContentUnavailableConfiguration(using:)`.
    @available(iOS 17.0, *)
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        didSet { Screen.change() }
    }

    /// What the content-unavailable configuration is made from.
    @available(iOS 17.0, *)
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState()
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` in the next update pass.
    @available(iOS 17.0, *)
    open func setNeedsUpdateContentUnavailableConfiguration() {
        needsContentUnavailableUpdate = true
        UpdatePass.request()
    }

    /// Sets `contentUnavailableConfiguration` from the screen's state; what it reads is
    /// tracked (iOS 18 with the key, and 26).
    @available(iOS 17.0, *)
    open func updateContentUnavailableConfiguration(
        using state: UIContentUnavailableConfigurationState
    ) {}

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        Screen.change {
            loadView()
            viewDidLoad()
        }
    }

    /// Its view's superview (for the root of a window, the window); or the controller that
    /// presented it. (In the console a child's view is not placed inside its parent's view, so
    /// a child's next is its parent's view, which UIKit reaches through the views in between.)
    open override var next: UIResponder? {
        if isViewLoaded, let superview = view.superview {
            return superview
        }
        if let presenter {
            return presenter
        }
        return parent?.view
    }

    /// The nearest navigation controller this controller is in, if any.
    open var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }

    /// Adds a child, and calls its `willMove(toParent:)`, as UIKit does; the container calls
    /// `didMove(toParent:)` once the child is in place.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Called before the controller is added to, or removed from (`nil`), a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller is added to, or removed from (`nil`), a container.
    open func didMove(toParent parent: UIViewController?) {}

    /// Removes the controller from its container, and calls its `didMove(toParent: nil)`, as
    /// UIKit does; the container calls `willMove(toParent: nil)` before.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Makes `controllers` the children, in that order: the ones that leave are told before and
    /// after they go, the ones that come in as they arrive and once they are in.
    func replaceChildren(with controllers: [UIViewController]) {
        for child in children where !controllers.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        children = controllers
    }

    /// Shows `viewControllerToPresent` over this controller's screen. Like UIKit, a controller
    /// presents one controller at a time: a second request is refused with a warning on
    /// standard error, and its completion is not called.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        if let presentedViewController {
            let warning =
                "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)), "
                + "which is already presenting \(type(of: presentedViewController)): ignored. "
                + "Present from the top controller instead.\n"
            FileHandle.standardError.write(Data(warning.utf8))
            return
        }
        Screen.change {
            presentedViewController = viewControllerToPresent
            viewControllerToPresent.presenter = self
        }
        completion?()
    }

    /// Dismisses the controller this one presents, with every one presented above it; or, if
    /// it presents none, asks the controller that presented it (or its container) to.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presentedViewController else {
            presentingViewController?.dismiss(animated: flag, completion: completion)
            return
        }
        Screen.change {
            if presentedViewController.presentedViewController != nil {
                presentedViewController.dismiss(animated: flag)
            }
            presentedViewController.presenter = nil
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

    /// The window whose screen shows this controller, if one does.
    var windowShowingIt: UIWindow? {
        UIApplication.shared.windowScene.windows.first { window in
            window.rootViewController?.controllersOnScreen.contains { $0 === self } == true
        }
    }

    /// The child whose screen this controller shows, for containers.
    var shownChild: UIViewController? { nil }

    /// How the controller covers the screen when presented. As in UIKit, `.automatic` is a
    /// page sheet, under which the presenting screen stays on screen; only `.fullScreen`
    /// takes it off.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The controllers whose screens are on screen while this one is the window's root: the
    /// children it shows, and what is presented over it; a full-screen presentation takes the
    /// ones under it off the screen.
    var controllersOnScreen: [UIViewController] {
        if let presentedViewController,
            presentedViewController.modalPresentationStyle == .fullScreen
        {
            return presentedViewController.controllersOnScreen
        }
        let shownChildren = shownChild.map { [$0] } ?? children
        return [self] + shownChildren.flatMap(\.controllersOnScreen)
            + (presentedViewController?.controllersOnScreen ?? [])
    }

    /// What this controller's screen shows: its title, then its view's content; or what
    /// its drawn content covers the screen with.
    func screenLines() -> [String] {
        guard let drawnContent else {
            let content = contentUnavailableConfiguration.map(Self.lines(of:)) ?? view.screenLines()
            return [screenTitle, Screen.separator] + content
        }
        let lines = drawnContent.contentLines()
        if let cover = drawnContent.cover {
            return cover
        }
        let back = drawnContent.showsBack ? "< Back   " : ""
        return [back + screenTitle, Screen.separator] + lines
    }

    /// What draws this controller's screen instead of its views: the console's SwiftUI
    /// hosting controller sets itself.
    package weak var drawnContent: (any DrawnContent)?

    /// The name on the title line: the title, or else what its drawn content names, or else
    /// the type's name.
    var displayName: String { title ?? drawnContent?.contentName ?? "\(type(of: self))" }

    /// The title line, which says so when the screen is presented modally.
    var screenTitle: String {
        presentingViewController == nil ? displayName : "\(displayName)  (modal)"
    }
}

/// A screen's content drawn by something other than views: a SwiftUI hierarchy.
@MainActor
package protocol DrawnContent: AnyObject {
    /// The lines under the title line, drawn now.
    func contentLines() -> [String]
    /// The name for the title line of a controller that has no title.
    var contentName: String { get }
    /// Whether the title line starts with a back button.
    var showsBack: Bool { get }
    /// What covers the whole screen instead, such as an alert, as of the last drawing.
    var cover: [String]? { get }
    /// The controller's screen came on screen, or left it (pushed over, its tab switched
    /// away, covered by a full-screen presentation).
    func screenDidChange(isOnScreen: Bool)
}

/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

#endif
