/// The window a screen is shown in. Only the key window is drawn.
@MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet { Screen.change() }
    }

    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    public func makeKeyAndVisible() {
        Screen.change {
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
        windows.removeAll { $0 === window }
        windows.append(window)
    }
}
