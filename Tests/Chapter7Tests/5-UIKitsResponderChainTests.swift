import Foundation
import TestSupport
import Testing

@testable import Chapter7
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("5. UIKit's responder chain")
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
        func cellNextIsItsTable() async {
            await ordersOnScreen { window, _, orders in
                #expect(orders.cell(at: 0).next is UITableView)
            }
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

        @Test("A window's root controller has the window as its next")
        func rootControllerNextIsTheWindow() async {
            await ordersOnScreen { window, navigation, _ in
                #expect(navigation.next === window)
            }
        }

        @Test("The window's next is its scene, the scene's the app, the app's its delegate")
        func theChainEndsAtTheAppDelegate() async throws {
            try await onScreen { window in
                UIApplication.shared.delegate = testAppDelegate
                let scene = try #require(window.windowScene)
                #expect(window.next === scene)
                #expect(scene.next === UIApplication.shared)
                #expect(UIApplication.shared.next === testAppDelegate)
            }
        }

        @Test("An app delegate that is not a responder, or none, ends the chain at the app")
        func noResponderDelegateEndsAtTheApp() {
            final class PlainDelegate: NSObject, UIApplicationDelegate {}
            let plain = PlainDelegate()
            UIApplication.shared.delegate = plain
            #expect(UIApplication.shared.next == nil)
            UIApplication.shared.delegate = nil
            #expect(UIApplication.shared.next == nil)
            UIApplication.shared.delegate = testAppDelegate
        }

        @Test("From a cell the chain reaches the app delegate through every link")
        func wholeChainFromACell() async {
            await ordersOnScreen { window, _, orders in
                #expect(
                    chain(from: orders.cell(at: 0))
                        == "OrderCell → UITableView → UIView → OrdersVC → UIView → "
                        + "UINavigationController → UIWindow → UIWindowScene → UIApplication → "
                        + "AppDelegate")
            }
        }
    }
}
