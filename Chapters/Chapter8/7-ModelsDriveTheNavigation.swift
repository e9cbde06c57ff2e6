import ChapterRunner
import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "Models drive the navigation": the flow adds a model, and its screen appears; the model
/// leaves, and the screen goes. A back tap goes the other way: the screen goes, and so does
/// its model.
func modelsDriveTheNavigation(in window: UIWindow) {
    let session = UserSession(name: "Session")
    session.open()
    guard let flow = session.flow else { fatalError("The session opened with no flow.") }
    let navigation = FlowNavigationController(flow: flow)
    window.rootViewController = navigation
    print(session.treeDescription)

    select(row: 1, in: navigation)
    print(session.treeDescription)
    print("(the server answers: the order's model signals its status)")
    let order = flow.children.compactMap { $0 as? OrderModel }.first
    order?.statusArrived("Paid, ships tomorrow")
    print("(the order is done: its model closes)")
    order?.close()
    print(session.treeDescription)

    select(row: 2, in: navigation)
    print("(the user taps Back)")
    _ = navigation.popViewController(animated: true)
    print(session.treeDescription)
}

/// A tap on a row of the list at the bottom of the flow's stack.
func select(row: Int, in navigation: UINavigationController) {
    guard let list = navigation.viewControllers.first as? OrderListScreen else {
        fatalError("The flow's stack has no orders list at its bottom.")
    }
    tapRow(row, on: list)
}
