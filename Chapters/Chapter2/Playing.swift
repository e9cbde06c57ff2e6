import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// `swift run Chapter2 --play`: the last screen of the chapter, whose table reloads when the
/// view model's `@Observable` orders change.
enum Playing {
    private static var screen: ObservingAProperty.OrdersVC?

    static func setUp(in window: UIWindow) async {
        let provider = OrdersProvider()
        let screen = ObservingAProperty.OrdersVC()
        screen.viewModel = ObservingAProperty.OrdersVM(ordersProvider: provider)
        window.rootViewController = screen
        self.screen = screen
        await provider.answered()
    }

    static let commands = [
        Playground.Command(
            "delete", usage: "delete N",
            help: "the view model deletes order N; $orders tells the screen"
        ) { arguments in
            guard let viewModel = screen?.viewModel else { return "There is no orders screen." }
            guard let row = Playground.number(in: arguments) else {
                return "Type a row number: delete 0."
            }
            guard viewModel.orders.indices.contains(row) else {
                return "There is no order \(row); the view model has orders 0 to "
                    + "\(viewModel.orders.count - 1)."
            }
            viewModel.orders.remove(at: row)
            return nil
        }
    ]
}
