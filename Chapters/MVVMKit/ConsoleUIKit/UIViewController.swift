/// A screen's controller. Its view is created, and `viewDidLoad()` called, the first time
/// anybody asks for `view`.
@MainActor
open class UIViewController {
    open var title: String? {
        didSet { Screen.change() }
    }

    private var loadedView: UIView?

    /// `required` so that generic code can build a controller from its type, `VC()`.
    public required init() {}

    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    open func loadView() {
        loadedView = UIView()
    }

    open func viewDidLoad() {}

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        Screen.change {
            loadView()
            viewDidLoad()
        }
    }

    /// The controller whose screen is showing when this one is the window's root.
    var visibleViewController: UIViewController { self }

    /// What this controller's screen shows: its title, then its view's content.
    func screenLines() -> [String] {
        [title ?? "\(type(of: self))", Screen.separator] + view.screenLines()
    }
}
