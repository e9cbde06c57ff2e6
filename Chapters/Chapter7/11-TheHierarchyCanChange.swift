import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// "The hierarchy can change": a container screen goes between the cell and its handler,
/// then a handler lower down takes the tap; the cell and the handler above never change.
func theHierarchyCanChange(in window: UIWindow) async {
    let (navigation, _) = await showOrdersAgain(in: window)
    navigation.handleEvent(OpenOrder.self) { navigation, event in
        navigation.pushViewController(
            MessageVC(title: "Order #\(event.id)", text: "Details of order #\(event.id)"),
            animated: true)
    }
    let orders = OrdersVC()
    navigation.setViewControllers([BannerVC(content: orders)], animated: false)
    print("A new list, in a new hierarchy; from its cell, following next:")
    print("  " + chain(from: orders.cell(at: 0)))
    tapCell(inRow: 0, on: orders)
    navigation.popViewController(animated: true)

    print("Now the list takes the tap itself; nothing between the cell and it changed:")
    orders.handleEvent(OpenOrder.self) { orders, event in
        orders.navigationController?.pushViewController(
            MessageVC(title: "Order #\(event.id)", text: "Opened by the list"), animated: true)
    }
    tapCell(inRow: 1, on: orders)
    navigation.popViewController(animated: true)
}

/// A container screen: a banner above any content screen, which it embeds as a child.
final class BannerVC: UIViewController {
    private let content: UIViewController
    private let banner = UILabel()

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("BannerVC is built with its content.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        banner.text = "Free delivery this week"
        view.addSubview(banner)
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
