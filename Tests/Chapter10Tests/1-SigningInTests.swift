import Testing

@testable import Chapter10
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit
@testable import OrdersApp

extension Chapter10Claims {
    @Suite("1. Signing in")
    struct SigningInTests {
        @Test("The sign-in screen's outlets are generated from its layout, one per line")
        func outletsAreGenerated() {
            #expect(
                SignInScreen.generatedOutlets
                    == "titleLabel: UILabel, tagged 1\nuserNameField: UITextField, tagged 2\n"
                    + "hintLabel: UILabel, tagged 3")
        }

        @Test("A name shorter than 3 letters opens no session, and the hint says why")
        func shortNameRefused() async throws {
            try await withPhone(signedInAs: nil) { phone in
                await phone.type("Al")
                #expect(phone.app.session == nil)
                let screen = try #require(phone.window.rootViewController as? SignInScreen)
                #expect(screen.hintLabel.text == "A name has 3 letters or more.")
            }
        }

        @Test("An open session holds the orders flow, and a SignOut bubbled from below closes it")
        func sessionHoldsTheFlow() throws {
            let session = OrdersSession(userName: "Anna")
            session.open()
            let flow = try #require(session.flow)
            #expect(session.treeDescription == "Session of Anna\n└─ Orders flow")
            flow.bubble(SignOut())
            #expect(!session.isOpen && session.children.isEmpty)
        }

        @Test("Return with a good name opens a session, and its flow becomes the window's root")
        func goodNameOpensASession() async throws {
            try await withPhone(signedInAs: nil) { phone in
                await phone.type("Anna")
                let session = try #require(phone.app.session)
                #expect(session.isOpen && session.userName == "Anna")
                #expect(session.treeDescription == "Session of Anna\n└─ Orders flow")
                #expect(phone.window.rootViewController is FlowNavigationController)
                #expect(phone.ordersScreen != nil)
            }
        }

        @Test(
            "The list's view model gets the services it declares from the session's container, which builds them"
        )
        func listBuiltFromTheSessionsContainer() async throws {
            try await withPhone(signedInAs: nil) { phone in
                final class Watcher {
                    var built: [String] = []
                }
                let watcher = Watcher()
                phone.app.sessionOpened.subscribe(watcher) { watcher, session in
                    session.container.onResolve = { resolution in
                        if !resolution.isCached { watcher.built.append("\(resolution.type)") }
                    }
                }
                await phone.type("Anna")
                #expect(watcher.built == ["OrdersStore", "OrdersSync", "PresenterService"])
                // The store the session's container serves is the one the list hears.
                let store = try #require(phone.service(OrdersStore.self))
                let one = [Order(id: 7, title: "Ink", amount: 5)]
                try await store.replace(with: one)
                #expect(phone.ordersScreen?.viewModel?.orders.items == one)
            }
        }
    }
}
