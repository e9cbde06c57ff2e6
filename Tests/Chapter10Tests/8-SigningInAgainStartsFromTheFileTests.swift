import Foundation
import Testing

@testable import Chapter10
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit
@testable import OrdersApp

extension Chapter10Claims {
    @Suite("8. Signing in again starts from the file")
    struct SigningInAgainTests {
        @Test(
            "A new session gets new services, and its list shows the file's orders before any sync")
        func newSessionStartsFromTheFile() async throws {
            try await withPhone { phone in
                let oldStore = phone.service(OrdersStore.self)
                await Device.network.changeAmount(ofOrder: 1, to: 99)
                phone.ordersScreen?.signOutTapped()
                await phone.type("Anna")
                let newStore = try #require(phone.service(OrdersStore.self))
                #expect(newStore !== oldStore)
                #expect(rows(of: phone).first == "[ ] #1 Paper, $12")  // the file's
                await phone.refreshEnds()
                #expect(rows(of: phone).first == "[ ] #1 Paper, $99")  // the server's
            }
        }

        @Test(
            "A file that cannot be read starts the list empty, says so in the log, and the sync writes it again"
        )
        func unreadableFile() async throws {
            try await withDevice {
                try Data("not json".utf8).write(
                    to: Device.documents.appendingPathComponent("orders.json"))
                var logged: [String] = []
                let saved = Device.log
                Device.log = { logged.append($0) }
                defer { Device.log = saved }
                let session = OrdersSession(userName: "Anna")
                session.open()
                let store: OrdersStore = session.container.resolve()
                #expect(store.orders.isEmpty)
                #expect(
                    logged == [
                        "  OrdersStore: orders.json could not be read, so the list starts empty"
                    ])
                let sync: OrdersSync = session.container.resolve()
                try await sync.sync()
                #expect(store.orders == OrdersServer.sampleOrders)
                session.close()
            }
        }
    }
}
