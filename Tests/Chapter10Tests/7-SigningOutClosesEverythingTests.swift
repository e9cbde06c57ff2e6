import Foundation
import TestSupport
import Testing

@testable import Chapter10
@testable import ChapterRunner
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit
@testable import OrdersApp

extension Chapter10Claims {
    @Suite("7. Signing out closes everything")
    struct SigningOutTests {
        @Test("Sign out, tapped on any of the flow's screens, climbs to the session, which closes")
        func signOutClimbsToTheSession() throws {
            let session = OrdersSession(userName: "Anna")
            session.open()
            let flow = try #require(session.flow)
            let navigation = FlowNavigationController(flow: flow, services: session.container)
            let screen = UIViewController()
            navigation.pushViewController(screen, animated: false)
            screen.view.triggerEvent(SignOutTapped())
            #expect(!session.isOpen)
        }

        @Test("Signing out frees every screen, model and service of the session")
        func signingOutFreesEverything() async throws {
            try await withPhone { phone in
                do {  // every screen once, without keeping any
                    let list = try #require(phone.ordersScreen)
                    tapRow(0, on: list)
                    list.cell(at: 1)?.detailsTapped()
                    phone.goBack()
                    list.payTapped()
                    phone.dismissTop()
                }
                watchTheSession(on: phone)
                #expect(phone.watchedCount == 9)
                phone.ordersScreen?.signOutTapped()
                #expect(phone.stillAlive == "none")
                #expect(phone.app.session == nil)
                #expect(phone.window.rootViewController is SignInScreen)
            }
        }

        @Test(
            "A handler that captures the flow's screen keeps it alive after sign-out: the leak the shape prevents"
        )
        func capturingHandlerLeaks() async throws {
            struct Ping: ChainEvent {}
            try await withPhone { phone in
                weak var navigation: UINavigationController?
                do {
                    let shown = try #require(
                        phone.window.rootViewController as? UINavigationController)
                    // The handler names the controller instead of using the one it is given.
                    shown.handleEvent(Ping.self) { _, _ in _ = shown.viewControllers }
                    navigation = shown
                }
                phone.ordersScreen?.signOutTapped()
                #expect(navigation != nil)
            }
        }

        @Test("A refresh that comes after sign-out asks the server nothing and writes nothing")
        func lateRefreshDoesNothing() async throws {
            try await withPhone { phone in
                let list = try #require(phone.ordersScreen)
                let late = list.refreshPulled()  // queued, not yet run
                list.signOutTapped()
                await Device.network.changeAmount(ofOrder: 1, to: 99)
                await late.value
                #expect(await Device.network.fetchesRanOn.count == 1)
                #expect(savedOrders(of: phone).first?.amount == 12)
            }
        }

        @Test("A write cancelled by sign-out reaches the file and publishes nothing")
        func cancelledWritePublishesNothing() async throws {
            try await withOpenSession { session in
                let store: OrdersStore = session.container.resolve()
                let before = store.orders
                let written = [Order(id: 9, title: "Chair", amount: 60)]
                let write = Task { try await store.replace(with: written) }
                write.cancel()
                await #expect(throws: CancellationError.self) { try await write.value }
                #expect(store.orders == before && before != written)
                let saved = FileManager.default.contents(
                    atPath: Device.documents.appendingPathComponent("orders.json").path)
                #expect(
                    saved.flatMap { try? JSONDecoder().decode([Order].self, from: $0) }
                        == written)
            }
        }
    }
}
