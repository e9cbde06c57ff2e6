import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// The app's side of sessions, as the library's session controller: it opens a session, shows
/// its flow, and when the session closes it drops its screens and opens the next one.
final class App {
    private let window: UIWindow
    private(set) var session: UserSession?
    private var opened = 0

    init(window: UIWindow) {
        self.window = window
    }

    func openSession() {
        opened += 1
        let session = UserSession(name: "Session \(opened)")
        session.closed.subscribe(self) { app, session in app.sessionClosed(session) }
        session.open()
        self.session = session
        window.rootViewController = session.flow.map { FlowNavigationController(flow: $0) }
    }

    private func sessionClosed(_ session: Session) {
        print("  App: \(session.name) closed; its screens go, and a new session opens. Its tree:")
        print(session.treeDescription)
        self.session = nil
        window.rootViewController = nil
        openSession()
    }
}
