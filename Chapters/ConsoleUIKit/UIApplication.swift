// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation

/// The app. The console app has one window scene, connected from the start, as an app whose
/// scene delegate has just been told `scene(_:willConnectTo:options:)`.
@MainActor
open class UIApplication: UIResponder {
    private static let instance = UIApplication()

    open class var shared: UIApplication { instance }

    /// The one scene, connected from the start: a set of one has no order to depend on.
    let windowScene = UIWindowScene()

    public override init() {}

    /// The app's delegate. Like UIKit's, the app does not keep it: the app's entry point does.
    open weak var delegate: (any UIApplicationDelegate)?

    /// The app delegate, when it is a responder and not a view, a controller or the app itself:
    /// the last link of the chain.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder,
            !(responder is UIView), !(responder is UIViewController), responder !== self
        else { return nil }
        return responder
    }

    open var connectedScenes: Set<UIScene> { [windowScene] }

    @available(
        *, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead"
    )
    open var windows: [UIWindow] { windowScene.windows }
}

/// What the app tells about its life. The console app calls none of its methods; a delegate
/// that is a `UIResponder` is the chain's last link.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {}

/// One instance of the app's user interface.
@MainActor
open class UIScene: UIResponder {
    override init() {}

    /// The application: a scene is where the chain leaves the app's user interface.
    open override var next: UIResponder? {
        UIApplication.shared
    }
}

/// A scene that shows windows, one of them the key window.
@MainActor
open class UIWindowScene: UIScene {
    /// The windows of this scene, in the order they were created. Like UIKit's, a scene
    /// keeps its visible windows alive and no others: keep a hidden window yourself.
    open var windows: [UIWindow] {
        attached.compactMap(\.window)
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    private var attached: [WeakWindow] = []

    /// The window that was last made key and is still visible.
    open var keyWindow: UIWindow? {
        visibleInKeyOrder.last
    }

    /// Visible windows, the most recently made key last.
    private var visibleInKeyOrder: [UIWindow] = []

    func attach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
        attached.append(WeakWindow(window: window))
    }

    func detach(_ window: UIWindow) {
        Screen.change {
            attached.removeAll { $0.window == nil || $0.window === window }
            visibleInKeyOrder.removeAll { $0 === window }
        }
    }

    func makeKey(_ window: UIWindow) {
        visibleInKeyOrder.removeAll { $0 === window }
        visibleInKeyOrder.append(window)
    }

    func resignKey(_ window: UIWindow) {
        Screen.change {
            visibleInKeyOrder.removeAll { $0 === window }
        }
    }
}

#endif
