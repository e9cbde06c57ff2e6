import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

func servicesFromTheRoot(_ tree: AppTree, container: Container) {
    container.onResolve = { print("       \($0)") }
    print("OrderDetailsModel, two levels below the session, asks its tree for OrdersProvider:")
    let provider: OrdersProvider = tree.details.service()
    print("It got the session's provider, with \(provider.orderCount()) orders.")
    container.onResolve = nil
}
