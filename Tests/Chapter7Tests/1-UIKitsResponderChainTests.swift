import Testing

@testable import Chapter7
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("1. UIKit's responder chain")
    struct ResponderChainTests {
        @Test("A controller's root view has the controller as its next")
        func rootViewNextIsItsController() {
            let controller = UIViewController()
            #expect(controller.view.next === controller)
        }

        @Test("Any other view has its superview as its next")
        func otherViewNextIsItsSuperview() {
            let outer = UIView()
            let inner = UILabel()
            outer.addSubview(inner)
            #expect(inner.next === outer)
        }

        @Test("A cell on screen has its table as its next")
        func cellNextIsItsTable() {
            let (window, _, orders) = ordersOnScreen()
            defer { window.isHidden = true }
            #expect(orders.cell(at: 0).next is UITableView)
        }

        @Test("A controller whose view is inside another view has that view as its next")
        func embeddedControllerNextIsTheSuperview() {
            let outer = UIViewController()
            let inner = UIViewController()
            outer.addChild(inner)
            outer.view.addSubview(inner.view)
            #expect(inner.next === outer.view)
        }

        @Test("A presented controller has the presenting one as its next")
        func presentedControllerNextIsThePresenter() {
            let presenter = UIViewController()
            let presented = UIViewController()
            presenter.present(presented, animated: false)
            #expect(presented.next === presenter)
        }

        @Test("A window's root controller has the window as its next, and the window the app")
        func rootControllerNextIsTheWindow() {
            let (window, navigation, _) = ordersOnScreen()
            defer { window.isHidden = true }
            #expect(navigation.next === window)
            #expect(window.next === UIApplication.shared)
            #expect(UIApplication.shared.next == nil)
        }

        @Test("From a cell the chain reaches the app through table, controller and navigation")
        func wholeChainFromACell() {
            let (window, _, orders) = ordersOnScreen()
            defer { window.isHidden = true }
            var names: [String] = []
            var responder: UIResponder? = orders.cell(at: 0)
            while let current = responder {
                names.append("\(type(of: current))")
                responder = current.next
            }
            #expect(
                names == [
                    "OrderCell", "UITableView", "UIView", "OrdersVC", "UIView",
                    "UINavigationController", "UIWindow", "UIApplication",
                ])
        }
    }
}
