import ChapterRunner
import MVVMKit
import Observation

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "One view model for UIKit and SwiftUI": section 4's table screen and the SwiftUI screen in
/// two tabs, on one kit view model: a rename in one shows in the other.
enum SharedWithUIKit {
    static func run(in window: UIWindow) async {
        let provider = OrdersProvider()
        let shared = InSwiftUI.OrdersVM(ordersProvider: provider)
        let uikit = SharedOrdersVC()
        uikit.title = "UIKit"
        uikit.viewModel = shared
        let swiftUI = UIHostingController(
            rootView: InSwiftUI.OrdersScreen(changes: InSwiftUI.Changes(of: shared)))
        swiftUI.title = "SwiftUI"
        let tabs = UITabBarController()
        tabs.viewControllers = [uikit, swiftUI]
        tabs.selectedIndex = 1
        await printScreen(.notAtAll) {
            window.rootViewController = tabs
            await provider.answered()
        }
        tapButton("Rename order 1", on: swiftUI)
        let tab = 0
        print("(the user selects tab \(tab))")
        tabs.selectedIndex = tab
    }

    /// Section 4's table screen, on this section's view model, which the SwiftUI screen loads.
    final class SharedOrdersVC: OrdersTableVC, IHaveViewModel {
        typealias ViewModel = InSwiftUI.OrdersVM

        override var orders: [OrderVM] { viewModel?.orders ?? [] }

        func viewModelChanged(_ viewModel: InSwiftUI.OrdersVM) {
            tableView.reloadData()
        }
    }
}
