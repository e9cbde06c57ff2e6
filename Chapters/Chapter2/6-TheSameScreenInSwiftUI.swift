import ChapterRunner
import MVVMKit
import Observation

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "The same screen in SwiftUI": the orders screen as a SwiftUI view on the kit's view model,
/// told of its changes by the `changed` event, with the bodies each change evaluates counted.
/// Sections 7 to 9 use its views and view model too.
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
            Text("\(count) orders")
        }
    }

    struct OrderRow: View {
        let name: String

        var body: some View {
            Text(name)
        }
    }

    /// Shows the screen, lets the orders arrive, then taps each button, printing after each
    /// step the bodies it evaluated, and not the screens: the counts are the point.
    static func play(
        _ screen: UIViewController, in window: UIWindow, answered provider: OrdersProvider
    ) async {
        await printScreen(.notAtAll) { window.rootViewController = screen }
        report("on first showing", on: screen)
        await printScreen(.notAtAll) { await provider.answered() }
        report("when the orders arrived", on: screen)
        await printScreen(.notAtAll) { tapButton("Rename order 1", on: screen) }
        report("for the rename", on: screen)
        await printScreen(.notAtAll) { tapButton("Sync", on: screen) }
        report("for the sync", on: screen)
    }

    /// Prints the bodies `screen` evaluated since the last report.
    private static func report(_ when: String, on screen: UIViewController) {
        let bodies = bodiesEvaluated(on: screen)
        print("Bodies evaluated \(when):" + (bodies == "none" ? " none" : "\n  " + bodies))
    }

    static func run(in window: UIWindow) async {
        let provider = OrdersProvider()
        let changes = Changes(of: OrdersVM(ordersProvider: provider))
        let screen = UIHostingController(rootView: OrdersScreen(changes: changes))
        await play(screen, in: window, answered: provider)
    }
}
