import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The app: its window shows the sign-in screen until a session opens, then the session's
/// flow; when the session closes, the sign-in screen again. The scene delegate of an iOS app.
public final class App {
    public let window: UIWindow
    public private(set) var session: OrdersSession?
    /// Raised when a session has opened, before its first screen is built: for whoever wants
    /// to watch a session's services (logging, here the chapter).
    public let sessionOpened = Event<OrdersSession>()

    public init(window: UIWindow) {
        self.window = window
    }

    public func start() {
        showSignIn()
    }

    private func showSignIn() {
        let screen = SignInScreen()
        let viewModel = SignInViewModel()
        viewModel.signedIn.subscribe(self) { app, userName in app.openSession(for: userName) }
        screen.viewModel = viewModel
        window.rootViewController = screen
    }

    /// Opens a session, and shows its flow, whose first screen is built from the session's
    /// container.
    private func openSession(for userName: String) {
        let session = OrdersSession(userName: userName)
        session.closed.subscribe(self) { app, _ in app.sessionClosed() }
        session.open()
        self.session = session
        sessionOpened.raise(session)
        guard let flow = session.flow else {
            fatalError("\(session.name) opened without its flow; build it in sessionDidOpen().")
        }
        window.rootViewController = FlowNavigationController(
            flow: flow, services: session.container)
    }

    private func sessionClosed() {
        Device.log("  App: the session closed; the sign-in screen comes back")
        session = nil
        showSignIn()
    }
}
