// Code written the way UIKit code is written. A test compiles it against the stand-in,
// warnings as errors: each part is something that once did not compile there.
import MVVMKit  // in an app: import UIKit; either brings Foundation (IndexPath, CGRect) along

// Settable as in UIKit.
@MainActor
func settability(tabs: UITabBarController, navigation: UINavigationController) {
    let first = UIViewController()
    let second = UIViewController()
    tabs.viewControllers = [first, second]
    tabs.selectedViewController = second
    navigation.viewControllers = [first, second]
    var indexPath = IndexPath(row: 0, section: 0)
    indexPath.row = 1
    indexPath.section = 0
    _ = indexPath
}

// Overridable as in UIKit.
final class Tabs: UITabBarController {
    override var selectedIndex: Int {
        didSet { title = "tab \(selectedIndex)" }
    }
}

final class Table: UITableView {
    override func reloadData() {
        super.reloadData()
    }
}

final class Window: UIWindow {
    override var isKeyWindow: Bool { super.isKeyWindow }
}

final class LazyScreen: UIViewController {
    override var view: UIView! {
        get { super.view }
        set { super.view = newValue }
    }

    override func loadViewIfNeeded() {
        super.loadViewIfNeeded()
    }
}

// Initializers shaped as UIKit's.
final class ProfileVC: UIViewController {
    let userID: Int

    init(userID: Int) {
        self.userID = userID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class BadgeCell: UITableViewCell {
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.addSubview(badge)
    }

    override var reuseIdentifier: String? { super.reuseIdentifier }
}

final class Navigation: UINavigationController {
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class App: UIApplication {}

@MainActor
func initializers() {
    _ = UITableViewCell()
    _ = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    _ = [UITableViewCell.CellStyle.default, .value1, .value2, .subtitle]
    _ = UITableView(frame: .zero, style: .insetGrouped)
    _ = UIViewController()
    _ = UINavigationController()
    _ = UILabel(frame: .zero)
}

// Identity, as NSObjects.
@MainActor
func identity(navigation: UINavigationController, screen: UIViewController) -> Bool {
    let screens: Set<UIViewController> = [screen]
    let views: Set<UIView> = [screen.view]
    return navigation.viewControllers.contains(screen)
        && navigation.viewControllers.firstIndex(of: screen) == 0
        && navigation.topViewController == screen
        && screens.contains(screen) && !views.isEmpty
}

// A base class that handles taps, and a subclass that handles them its own way.
class ListScreen: UIViewController, UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

final class SpecialListScreen: ListScreen {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

// Windows for a scene, and cells configured the current way.
@MainActor
func currentAPI(cell: UITableViewCell) {
    if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        _ = scene.keyWindow === window && scene.windows.contains(window)
    }
    var content = cell.defaultContentConfiguration()
    content.text = "Order #7"
    content.secondaryText = "paid"
    cell.contentConfiguration = content
}

// What a device's code pastes: appearance, containment and reuse callbacks, and the views'
// own links.
final class BackAwareViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil {
            print("back was pressed")
        }
    }
}

final class ResettingCell: UITableViewCell {
    override func prepareForReuse() {
        super.prepareForReuse()
        contentConfiguration = nil
    }
}

@MainActor
func links(navigation: UINavigationController, table: UITableView) {
    _ = navigation.popToRootViewController(animated: true)
    let scrolling: UIScrollView = table
    _ = scrolling.window
    _ = CGRect(x: 0, y: 0, width: 320, height: 44)
}
