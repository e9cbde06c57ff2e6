import TestSupport
import Testing

@testable import Chapter8
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter8Claims {
    @Suite("2. Services from the root")
    struct ServicesTests {
        @Test("Any model gets its services from the session at the root of its tree")
        func servicesFromTheSession() {
            let tree = AppTree()
            let fromDetails: OrdersProvider = tree.details.service()
            let fromEmail: OrdersProvider = tree.email.service()
            let fromContainer: OrdersProvider = tree.session.container.resolve()
            #expect(fromDetails === fromContainer && fromEmail === fromContainer)
        }

        @Test("A subtree under another session gets that session's services")
        func servicesAreScoped() {
            let first = openSession()
            let second = openSession()
            let a = Model(name: "a", parent: first)
            let b = Model(name: "b", parent: second)
            #expect((a.service() as OrdersProvider) !== (b.service() as OrdersProvider))
        }

        @Test("A model with no session above it stops when it asks for a service, naming itself")
        func noSessionStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    _ = Model(name: "Lonely", parent: nil).service() as OrdersProvider
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                message.contains("Lonely asked for OrdersProvider, but no Session is above it"),
                "\(message)")
        }
    }
}
