import Foundation
import Testing

@testable import Chapter3
@testable import MVVMKit

/// Shows `root` in a key window for the length of `body`, then hides the window, so no other
/// test sees it. The body is synchronous and runs on the main actor, so no other test runs
/// in between. Returns the screens that would have been printed.
@discardableResult
func showing(_ root: UIViewController, _ body: () throws -> Void) rethrows -> [String] {
    var drawn: [String] = []
    let previousOutput = Screen.output
    Screen.output = { drawn.append($0) }
    defer { Screen.output = previousOutput }
    let window = UIWindow(windowScene: appScene)
    window.rootViewController = root
    window.makeKeyAndVisible()
    defer {
        window.isHidden = true
        window.rootViewController = nil
    }
    try body()
    return drawn
}

/// The app's one window scene, which every window of the tests is shown in.
var appScene: UIWindowScene {
    UIApplication.shared.connectedScenes.first as! UIWindowScene
}

/// For exit tests, whose child process ends anyway: a key window showing `root`.
func makeKeyWindow(showing root: UIViewController) {
    let window = UIWindow(windowScene: appScene)
    window.rootViewController = root
    window.makeKeyAndVisible()
}

// Small types of the tests' own.

final class Service: ISingleton {
    init(container: any IContainer, args: Void) {}
}

/// A service built anew for each screen, unlike the singleton `Service`.
final class Formatter: IPerRequest {
    init(container: any IContainer, args: Void) {}
}

final class DetailsVM: IPerRequest {
    let service: Service
    let formatter: Formatter
    let text: String

    init(container: any IContainer, args: String) {
        service = container.resolve()
        formatter = container.resolve()
        text = args
    }
}

final class DetailsVC: UIViewController, IHaveViewModel {
    typealias ViewModel = DetailsVM
}

/// The container for tests of the chapter's screens: its provider answers at once.
func chapterContainer() -> ContainerMock {
    let container = ContainerMock()
    container.replace(OrdersProvider.self, with: OrdersProviderMock.self)
    return container
}

/// The container the router tests resolve from. Like an app's, it lives as long as the
/// process, so the routers it builds never outlive it.
enum TestApp {
    static let container = Container()
}
