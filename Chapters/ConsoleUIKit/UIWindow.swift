// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation

/// The window a screen is shown in. A window belongs to a scene; only the scene's key window
/// is drawn.
@MainActor
open class UIWindow: UIView {
    /// Setting it installs the controller's view in the window, as UIKit does, loading it.
    open var rootViewController: UIViewController? {
        didSet {
            Screen.change {
                if let oldValue, oldValue.isViewLoaded, oldValue.view.superview === self {
                    oldValue.view.removeFromSuperview()
                }
                if let rootViewController {
                    addSubview(rootViewController.view)
                }
            }
        }
    }

    /// The window's scene, or the application for a window without one: a window is where
    /// the chain leaves the screen.
    open override var next: UIResponder? {
        windowScene ?? UIApplication.shared
    }

    /// The scene the window is shown in. Setting it moves the window to that scene.
    open weak var windowScene: UIWindowScene? {
        willSet { windowScene?.detach(self) }
        didSet { windowScene?.attach(self) }
    }

    /// Hiding a window takes it off the screen; if it was the key window, the window shown
    /// before it becomes key again.
    open override var isHidden: Bool {
        didSet {
            if isHidden {
                windowScene?.resignKey(self)
            }
        }
    }

    open var isKeyWindow: Bool { windowScene?.keyWindow === self }

    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        isHidden = true
        self.windowScene = windowScene
        windowScene.attach(self)  // didSet does not run inside an initializer
    }

    /// A window that belongs to no scene until its `windowScene` is set.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    @available(*, deprecated, message: "Use init(windowScene:) instead.")
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Shows the window and makes it the key window of its scene. A window with no scene
    /// cannot be shown.
    open func makeKeyAndVisible() {
        guard let windowScene else {
            fatalError(
                "This UIWindow has no windowScene, so it can never be shown. Create it with "
                    + "UIWindow(windowScene:), using a scene from "
                    + "UIApplication.shared.connectedScenes.")
        }
        Screen.change {
            isHidden = false
            windowScene.makeKey(self)
        }
    }
}

#endif
