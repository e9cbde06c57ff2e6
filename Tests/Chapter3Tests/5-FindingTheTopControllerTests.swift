import TestSupport
import Testing

@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter3Claims {
    @Suite("5. Finding the top controller")
    struct TopViewControllerTests {
        @Test("With a plain root, the top is the root")
        func plainRoot() async {
            let root = UIViewController()
            await onScreen(root) { _ in #expect(findTopViewController() === root) }
        }

        @Test("Through a navigation stack, the top is the top of the stack")
        func throughNavigation() async {
            let first = UIViewController()
            let second = UIViewController()
            let navigation = UINavigationController(rootViewController: first)
            navigation.pushViewController(second, animated: false)
            await onScreen(navigation) { _ in #expect(findTopViewController() === second) }
        }

        @Test("Through a tab bar, the top is in the selected tab")
        func throughTabs() async {
            let first = UIViewController()
            let second = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            tabs.selectedIndex = 1
            await onScreen(tabs) { _ in #expect(findTopViewController() === second) }
        }

        @Test("Through a presented controller, the top is the presented one")
        func throughPresented() async {
            let root = UIViewController()
            let presented = UIViewController()
            await onScreen(root) { _ in
                root.present(presented, animated: false)
                #expect(findTopViewController() === presented)
            }
        }

        @Test("Through all of them: a tab, its navigation stack, and a screen presented over it")
        func throughAll() async {
            let list = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [
                UIViewController(), UINavigationController(rootViewController: list),
            ]
            tabs.selectedIndex = 1
            let presented = UIViewController()
            await onScreen(tabs) { _ in
                list.present(presented, animated: false)
                #expect(findTopViewController() === presented)
            }
        }

        @Test("Without a key window there is no top")
        func noWindow() async {
            await onScreen(UIViewController()) { window in
                window.isHidden = true
                #expect(!window.isKeyWindow)
                #expect(appScene.keyWindow == nil)
                #expect(findTopViewController() == nil)
            }
        }
    }
}
