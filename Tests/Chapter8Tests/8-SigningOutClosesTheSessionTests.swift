import TestSupport
import Testing

@testable import Chapter8
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter8Claims {
    @Suite("8. Signing out closes the session")
    struct SessionLifeTests {
        @Test("Opening builds the session's services and its root model")
        func openingBuilds() {
            let session = UserSession(name: "Session")
            #expect(session.children.isEmpty && !session.isOpen)
            session.open()
            #expect(session.isOpen)
            #expect(session.treeDescription == "Session\n└─ OrdersFlow\n   └─ OrderListModel")
        }

        @Test("Closing tells every model, children first, then the services, then the opener")
        func closingOrder() {
            final class Watched: Model {
                nonisolated(unsafe) static var told: [String] = []
                override func sessionWillClose() { Self.told.append(name) }
            }
            final class Opener {
                var heard: [String] = []
            }
            Watched.told = []
            let opener = Opener()
            let session = Session(name: "S")
            session.open()
            let service: CountedService = session.container.resolve()
            let parent = Watched(name: "parent", parent: session)
            _ = Watched(name: "child", parent: parent)
            session.closed.subscribe(opener) { opener, session in
                opener.heard.append("\(session.name) closed; told \(Watched.told)")
            }
            session.close()
            #expect(service.toldClosing)
            #expect(opener.heard == ["S closed; told [\"child\", \"parent\"]"])
            #expect(session.children.isEmpty && !session.isOpen)
        }

        @Test("Closing the session takes every service along")
        func servicesGo() {
            let before = CountedService.alive
            let session = openSession()
            let _: CountedService = session.container.resolve()
            #expect(CountedService.alive == before + 1)
            session.close()
            #expect(CountedService.alive == before)
        }

        @Test("Closing a session frees it and every model and screen under it")
        func closingFreesEverything() async {
            await onScreen { window in
                let app = App(window: window)
                app.openSession()
                weak let oldSession = app.session
                weak let oldNavigation = window.rootViewController
                weak var oldOrder: OrderModel?
                if let navigation = oldNavigation as? UINavigationController {
                    select(row: 0, in: navigation)
                    oldOrder = (navigation.topViewController as? OrderScreen)?.model
                }
                #expect(oldOrder != nil)
                oldOrder?.bubble(SignOut())
                #expect(oldSession == nil && oldNavigation == nil && oldOrder == nil)
                #expect(app.session?.name == "Session 2")
            }
        }

        @Test("A session whose handler captures it outlives its close: the leak the shape prevents")
        func capturingHandlerLeaks() {
            weak var watched: Session?
            do {
                let session = UserSession(name: "Session")
                session.open()
                session.handleBubble(Ping.self) { _, _ in session.close() }  // captures itself
                watched = session
                session.close()
            }
            #expect(watched != nil)
        }
    }
}
