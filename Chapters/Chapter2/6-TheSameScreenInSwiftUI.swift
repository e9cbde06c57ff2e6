import ChapterRunner
import MVVMKit
import Observation

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "The same screen in SwiftUI": the orders screen as a SwiftUI view, told of its view
/// model's changes first by the kit's `changed` event, then by Observation, with the bodies
/// each change evaluates counted.
enum InSwiftUI {
    // MARK: The kit's view model

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

    // MARK: An Observation view model

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
            let _ = Evaluations.note(Self.self)
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
            let _ = Evaluations.note(Self.self)
            Text(order.name)
        }
    }

    // MARK: The story

    static func run(in window: UIWindow) async {
        subheading("With the kit's view model and its `changed` event")
        let provider = OrdersProvider()
        let changes = Changes(of: OrdersVM(ordersProvider: provider))
        let screen = UIHostingController(rootView: OrdersScreen(changes: changes))
        await play(screen, in: window, answered: provider)
        print("Every `changed` re-evaluated OrdersScreen's body: the view observes the whole")
        print("view model. Its children ran again only where their value changed.")

        subheading("With an Observation @Observable view model")
        let observedProvider = OrdersProvider()
        let model = OrdersModel(ordersProvider: observedProvider)
        let observed = UIHostingController(rootView: ObservedOrdersScreen(model: model))
        await play(observed, in: window, answered: observedProvider)
        print("Observation re-evaluated only the bodies that read what changed: the renamed")
        print("row's, and for the sync, which no body reads, none at all.")

        subheading("One view model for a UIKit screen and a SwiftUI screen")
        let sharedProvider = OrdersProvider()
        let shared = OrdersVM(ordersProvider: sharedProvider)
        let uikit = SharedOrdersVC()
        uikit.title = "UIKit"
        uikit.viewModel = shared
        let swiftUI = UIHostingController(rootView: OrdersScreen(changes: Changes(of: shared)))
        swiftUI.title = "SwiftUI"
        let tabs = UITabBarController()
        tabs.viewControllers = [uikit, swiftUI]
        tabs.selectedIndex = 1
        window.rootViewController = tabs
        await sharedProvider.answered()
        tapButton("Rename order 1", on: swiftUI)
        print("(the user selects tab 0)")
        tabs.selectedIndex = 0
        print("The UIKit screen heard the same `changed` through viewModelChanged. Where a")
        print("view model also serves UIKit, or tells of one-off things such as \"show this")
        print("alert\", the kit's events stay; for a view model only SwiftUI reads, Observation.")
    }

    /// Section 4's table screen, on this section's view model, which the SwiftUI screen loads.
    final class SharedOrdersVC: OrdersTableVC, IHaveViewModel {
        typealias ViewModel = OrdersVM

        override var orders: [OrderVM] { viewModel?.orders ?? [] }

        func viewModelChanged(_ viewModel: OrdersVM) {
            tableView.reloadData()
        }
    }

    /// Shows the screen, lets the orders arrive, then taps each button, printing after each
    /// step the bodies it evaluated.
    private static func play(
        _ screen: UIViewController, in window: UIWindow, answered provider: OrdersProvider
    ) async {
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
