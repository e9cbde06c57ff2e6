import ChapterRunner
import MVVMKit
import Observation

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "The same screen with Observation": the orders screen on an `@Observable` model, whose
/// properties each tell the bodies that read them, and no others.
enum WithObservation {
    static func run(in window: UIWindow) async {
        let provider = OrdersProvider()
        let model = InSwiftUI.OrdersModel(ordersProvider: provider)
        let screen = UIHostingController(rootView: InSwiftUI.ObservedOrdersScreen(model: model))
        await InSwiftUI.play(screen, in: window, answered: provider)
    }
}

extension InSwiftUI {
    /// The same view model written for Observation: each property tells the bodies that
    /// read it, and no others.
    @Observable final class OrdersModel {
        private(set) var orders: [OrderModel] = []
        private(set) var syncs = 0
        @ObservationIgnored private let ordersProvider: OrdersProvider

        init(ordersProvider: OrdersProvider) {
            self.ordersProvider = ordersProvider
        }

        func loadOrders() {
            ordersProvider.loadOrders { [weak self] orders in
                self?.orders = orders.map { OrderModel(name: OrderVM(order: $0).name, id: $0.id) }
            }
        }

        /// Loads the orders for a view's `.task`: it returns once they are in.
        func load() async {
            loadOrders()
            await ordersProvider.answered()
        }

        func rename(_ row: Int) {
            guard orders.indices.contains(row) else { return }
            orders[row].name = "Renamed #\(orders[row].id)"
        }

        func sync() {
            syncs += 1
        }

        func clear() {
            orders = []
        }
    }

    @Observable final class OrderModel: Identifiable {
        var name: String
        let id: Int

        init(name: String, id: Int) {
            self.name = name
            self.id = id
        }
    }

    struct ObservedOrdersScreen: View {
        let model: OrdersModel

        var body: some View {
            VStack {
                OrdersHeader(count: model.orders.count)
                List(model.orders) { order in
                    ObservedOrderRow(order: order)
                }
                Button("Rename order 1") { model.rename(0) }
                Button("Sync") { model.sync() }
            }
            .onAppear { model.loadOrders() }
        }
    }

    struct ObservedOrderRow: View {
        let order: OrderModel

        var body: some View {
            Text(order.name)
        }
    }
}
