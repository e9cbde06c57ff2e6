import ChapterRunner
import MVVMKit
import Observation

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "The same screen in SwiftUI": the orders screen as a SwiftUI view on the kit's view model,
/// told of its changes by the `changed` event, with the bodies each change evaluates counted.
enum KitViewModelInSwiftUI {
    static func run(in window: UIWindow) async {
        let provider = OrdersProvider()
        let changes = InSwiftUI.Changes(of: InSwiftUI.OrdersVM(ordersProvider: provider))
        let screen = UIHostingController(rootView: InSwiftUI.OrdersScreen(changes: changes))
        await InSwiftUI.play(screen, in: window, answered: provider)
        print("Every `changed` re-evaluated OrdersScreen's body: the view observes the whole")
        print("view model. Its children ran again only where their value changed.")
    }
}
