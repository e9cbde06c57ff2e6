import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

func aScreenPerModel(_ tree: AppTree, in window: UIWindow) {
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    navigation.pushViewController(OrderDetailsScreen(model: tree.details), animated: true)
    print(tree.session.treeDescription)
    print("The user goes back; the screen is gone, and its model leaves the tree:")
    navigation.popViewController(animated: true)
    print(tree.session.treeDescription)
}
