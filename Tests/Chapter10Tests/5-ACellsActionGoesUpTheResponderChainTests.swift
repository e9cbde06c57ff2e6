import Testing

@testable import Chapter10
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit
@testable import OrdersApp

extension Chapter10Claims {
    @Suite("5. A cell's action goes up the responder chain")
    struct ACellsActionGoesUpTests {
        @Test(
            "A cell's Details action climbs to the flow's navigation controller, which hands it to the flow model"
        )
        func detailsReachTheFlowModel() async throws {
            try await withPhone { phone in
                var path: [String] = []
                ResponderChain.trace = { responder, step in
                    path.append("\(responder): \(step)")
                }
                defer { ResponderChain.trace = nil }
                phone.ordersScreen?.cell(at: 1)?.detailsTapped()
                #expect(path.first == "OrderCell: passes ShowOrderDetails on")
                #expect(path.last == "FlowNavigationController: handles ShowOrderDetails")
                #expect(path.contains("ContainerViewController: passes ShowOrderDetails on"))
            }
        }

        @Test("The flow model pushes the order's details through the session's router")
        func flowPushesThroughTheRouter() async throws {
            try await withPhone { phone in
                final class Watcher {
                    var resolved: [String] = []
                }
                let watcher = Watcher()
                let container = try #require(phone.app.session?.container)
                container.onResolve = { watcher.resolved.append("\($0.type)") }
                phone.ordersScreen?.cell(at: 1)?.detailsTapped()
                let navigation = try #require(
                    phone.window.rootViewController as? UINavigationController)
                let details = try #require(navigation.topViewController as? OrderDetailsScreen)
                #expect(details.title == "#2 Pens")
                #expect(
                    watcher.resolved == [
                        "NavigationService", "OrderDetailsViewModel", "OrdersStore",
                    ])
            }
        }

        @Test("The details follow the session's store: a change while they are open redraws them")
        func detailsFollowTheStore() async throws {
            try await withPhone { phone in
                phone.ordersScreen?.cell(at: 2)?.detailsTapped()
                let navigation = try #require(
                    phone.window.rootViewController as? UINavigationController)
                let details = try #require(navigation.topViewController as? OrderDetailsScreen)
                await Device.network.changeAmount(ofOrder: 3, to: 180)
                try await phone.service(OrdersSync.self)?.sync()
                #expect(details.viewModel?.amount == "Amount: $180")
                #expect(details.screenLines().contains("Amount: $180"))
            }
        }

        @Test("Without a flow above it, a cell's action reaches nobody, and the policy reports it")
        func nobodyAbove() throws {
            let cell = OrderCell()
            var lines: [String] = []
            let saved = (ResponderChain.unhandled, Unhandled.warningOutput)
            defer { (ResponderChain.unhandled, Unhandled.warningOutput) = saved }
            ResponderChain.unhandled = .warn
            Unhandled.warningOutput = { lines.append($0) }
            cell.detailsTapped()
            #expect(lines.count == 1 && lines[0].contains("ShowOrderDetails"), "\(lines)")
        }
    }
}
