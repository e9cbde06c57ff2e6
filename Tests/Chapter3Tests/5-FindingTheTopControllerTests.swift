import Testing

@testable import MVVMKit

extension Chapter3Claims {
    @Suite("5. Finding the top controller")
    struct TopViewControllerTests {
        @Test("With a plain root, the top is the root")
        func plainRoot() {
            let root = UIViewController()
            showing(root) { #expect(findTopViewController() === root) }
        }

        @Test("Through a navigation stack, the top is the top of the stack")
        func throughNavigation() {
            let first = UIViewController()
            let second = UIViewController()
            let navigation = UINavigationController(rootViewController: first)
            navigation.pushViewController(second, animated: false)
            showing(navigation) { #expect(findTopViewController() === second) }
        }

        @Test("Through a tab bar, the top is in the selected tab")
        func throughTabs() {
            let first = UIViewController()
            let second = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            tabs.selectedIndex = 1
            showing(tabs) { #expect(findTopViewController() === second) }
        }

        @Test("Through a presented controller, the top is the presented one")
        func throughPresented() {
            let root = UIViewController()
            let presented = UIViewController()
            showing(root) {
                root.present(presented, animated: false)
                #expect(findTopViewController() === presented)
            }
        }

        @Test("Through all of them: a tab, its navigation stack, and a screen presented over it")
        func throughAll() {
            let list = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [
                UIViewController(), UINavigationController(rootViewController: list),
            ]
            tabs.selectedIndex = 1
            let presented = UIViewController()
            showing(tabs) {
                list.present(presented, animated: false)
                #expect(findTopViewController() === presented)
            }
        }

        @Test("Without a key window there is no top")
        func noWindow() {
            // A window another chapter's test shows while it waits is put away for this check.
            let key = appScene.keyWindow
            let shown = appScene.windows.filter { !$0.isHidden }
            for window in shown {
                window.isHidden = true
            }
            defer {
                for window in shown {
                    window.makeKeyAndVisible()
                }
                key?.makeKeyAndVisible()
            }
            let window = UIWindow(windowScene: appScene)
            window.rootViewController = UIViewController()  // never made key and visible
            #expect(!window.isKeyWindow)
            #expect(appScene.keyWindow == nil)
            #expect(findTopViewController() == nil)
        }
    }
}
