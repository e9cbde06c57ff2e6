@testable import Chapter7
@testable import MVVMKit

/// Every hop of the chain while `body` runs, as "Responder: step".
@MainActor
func hops(_ body: () -> Void) -> [String] {
    var steps: [String] = []
    let previous = ResponderChain.trace
    ResponderChain.trace = { responder, step in steps.append("\(type(of: responder)): \(step)") }
    defer { ResponderChain.trace = previous }
    body()
    return steps
}

/// The app delegate of these tests: the app keeps its delegate weakly, so this keeps it.
@MainActor
let testAppDelegate = AppDelegate()

/// A key window of the app's scene, with the app delegate in place, as the chapter has them.
@MainActor
func keyWindow() -> UIWindow {
    UIApplication.shared.delegate = testAppDelegate
    let scene = UIApplication.shared.connectedScenes.first as! UIWindowScene
    let window = UIWindow(windowScene: scene)
    window.makeKeyAndVisible()
    return window
}

/// The chapter's hierarchy, on screen: orders in a navigation controller in a key window.
@MainActor
func ordersOnScreen() -> (window: UIWindow, navigation: UINavigationController, orders: OrdersVC) {
    let window = keyWindow()
    let (navigation, orders) = showOrders(in: window)
    _ = navigation.screenLines()  // drawn, so the table has its cells
    return (window, navigation, orders)
}

/// Whether everything `body` put in a key window is freed once the window is gone.
@MainActor
func everythingFreed(after body: (UIWindow) -> Void) -> Bool {
    weak var root: UIViewController?
    weak var shownLast: UIViewController?
    do {
        let window = keyWindow()
        body(window)
        root = window.rootViewController
        shownLast = (window.rootViewController as? UINavigationController)?.topViewController
        window.isHidden = true
        window.rootViewController = nil
    }
    return root == nil && shownLast == nil
}

struct Ping: ChainEvent {}
struct Pong: ChainEvent {}
struct Broken: Error {}

/// Keeps the warnings of `body` instead of writing them, with `policy` in force.
@MainActor
func warnings(under policy: UnhandledPolicy, _ body: () -> Void) -> [String] {
    var lines: [String] = []
    let saved = (ResponderChain.unhandled, Unhandled.warningOutput)
    defer { (ResponderChain.unhandled, Unhandled.warningOutput) = saved }
    ResponderChain.unhandled = policy
    Unhandled.warningOutput = { lines.append($0) }
    body()
    return lines
}
