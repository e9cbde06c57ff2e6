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
        print("Observation re-evaluated only the bodies that read what changed: the renamed")
        print("row's, and for the sync, which no body reads, none at all.")
    }
}
