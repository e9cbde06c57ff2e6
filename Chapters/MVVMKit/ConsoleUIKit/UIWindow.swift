// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

/// The window a screen is shown in. Only the key window is drawn.
@MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet { Screen.change() }
    }

    /// Hiding a window takes it off the screen and out of `UIApplication.shared.windows`.
    open override var isHidden: Bool {
        didSet {
            if isHidden {
                UIApplication.shared.remove(self)
            }
        }
    }

    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    public override init() {
        super.init()
        isHidden = true
    }

    public func makeKeyAndVisible() {
        Screen.change {
            isHidden = false
            UIApplication.shared.show(self)
        }
    }
}

/// The app: it knows its windows.
@MainActor
public final class UIApplication {
    public static let shared = UIApplication()

    /// The visible windows, the key one last. (Deprecated in iOS 15 for scenes' windows;
    /// still what the series' routing code reads.)
    public private(set) var windows: [UIWindow] = []

    private init() {}

    var keyWindow: UIWindow? { windows.last }

    func show(_ window: UIWindow) {
        remove(window)
        windows.append(window)
    }

    func remove(_ window: UIWindow) {
        windows.removeAll { $0 === window }
    }
}

#endif
