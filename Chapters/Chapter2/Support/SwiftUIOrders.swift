import ChapterRunner
import MVVMKit
import Observation

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// The orders screen of section 4 in SwiftUI, on the kit's view model (sections 6 and 8), and
/// on an Observation model (sections 7 and 9).
enum InSwiftUI {
    /// The view model of section 4, with two more things a user can do: rename an order,
    /// and sync, which changes nothing this screen shows.
    final class OrdersVM: INotifyOnChanged {
        private(set) var orders: [OrderVM] = []
        private(set) var syncs = 0
        private let ordersProvider: OrdersProvider

        init(ordersProvider: OrdersProvider) {
            self.ordersProvider = ordersProvider
        }

        func loadOrders() {
            ordersProvider.loadOrders { [weak self] orders in
                self?.orders = orders.map { OrderVM(order: $0) }
                self?.changed.raise()
            }
        }

        func rename(_ row: Int) {
            guard orders.indices.contains(row) else { return }
            orders[row] = OrderVM(order: Order(name: "Renamed", id: orders[row].order.id))
            changed.raise()
        }

        func sync() {
            syncs += 1
            changed.raise()
        }
    }

    /// How SwiftUI hears a kit view model: each `changed` it raises is an `objectWillChange`.
    final class Changes<ViewModel: INotifyOnChanged>: ObservableObject {
        let viewModel: ViewModel

        init(of viewModel: ViewModel) {
            self.viewModel = viewModel
            viewModel.changed.subscribe(self) { this in this.objectWillChange.send() }
        }
    }

    struct OrdersScreen: View {
        @ObservedObject var changes: Changes<OrdersVM>

        var body: some View {
            let _ = Evaluations.note(Self.self)
            let viewModel = changes.viewModel
            VStack {
                OrdersHeader(count: viewModel.orders.count)
                List(viewModel.orders, id: \.order.id) { order in
                    OrderRow(name: order.name)
                }
                Button("Rename order 1") { viewModel.rename(0) }
                Button("Sync") { viewModel.sync() }
            }
            .onAppear { viewModel.loadOrders() }
        }
    }

    struct OrdersHeader: View {
        let count: Int

        var body: some View {
            let _ = Evaluations.note(Self.self)
            Text("\(count) orders")
        }
    }

    struct OrderRow: View {
        let name: String

        var body: some View {
            let _ = Evaluations.note(Self.self)
            Text(name)
        }
    }

    /// Shows the screen, lets the orders arrive, then taps each button, printing after each
    /// step the bodies it evaluated, and not the screens: the counts are the point.
    static func play(
        _ screen: UIViewController, in window: UIWindow, answered provider: OrdersProvider
    ) async {
        await notDrawnWhileWaiting {
            window.rootViewController = screen
            Evaluations.report("on first showing")
            await provider.answered()
            Evaluations.report("when the orders arrived")
            tapButton("Rename order 1", on: screen)
            Evaluations.report("for the rename")
            tapButton("Sync", on: screen)
            Evaluations.report("for the sync")
        }
    }
}
