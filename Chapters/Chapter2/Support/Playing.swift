import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// `swift run Chapter2 --play`: section 5's screen, whose table reloads when the view model's
/// `@Watched` orders change, and section 7's SwiftUI screen on an Observation view model,
/// with a button that asks first.
enum Playing {
    static let screens = [
        PlayedScreen("uikit", help: "show section 5's table screen again") { window in
            let provider = OrdersProvider()
            let screen = ObservingAProperty.OrdersVC()
            screen.viewModel = ObservingAProperty.OrdersVM(ordersProvider: provider)
            window.rootViewController = screen
            await provider.answered()
            return screen
        },
        PlayedScreen(
            "swiftui", help: "show section 7's SwiftUI screen, on an Observation view model"
        ) { window in
            let provider = OrdersProvider()
            let model = InSwiftUI.OrdersModel(ordersProvider: provider)
            let screen = UIHostingController(rootView: ClearableOrders(model: model))
            window.rootViewController = screen
            await provider.answered()
            return screen
        },
    ]

    /// Section 7's screen with one more button, which asks before it clears the orders.
    struct ClearableOrders: View {
        let model: InSwiftUI.OrdersModel
        @State private var confirming = false

        var body: some View {
            VStack {
                InSwiftUI.ObservedOrdersScreen(model: model)
                Button("Clear") { confirming = true }
            }
            .alert("Clear the orders?", isPresented: $confirming) {
                Button("Clear", role: .destructive) { model.clear() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("\(model.orders.count) orders go.")
            }
        }
    }

    static let commands = [
        Playground.Command(
            "delete", usage: "delete N",
            help: "the view model deletes the order in row N; $orders tells the screen"
        ) { arguments in
            guard let screen = Playground.topScreen as? ObservingAProperty.OrdersVC,
                let viewModel = screen.viewModel
            else { return "The orders table is not on screen: type uikit." }
            guard let row = Playground.number(in: arguments) else {
                return "Type a row number: delete 0."
            }
            guard viewModel.orders.indices.contains(row) else {
                return "There is no row \(row); the view model has rows 0 to "
                    + "\(viewModel.orders.count - 1)."
            }
            viewModel.orders.remove(at: row)
            return nil
        }
    ]
}
