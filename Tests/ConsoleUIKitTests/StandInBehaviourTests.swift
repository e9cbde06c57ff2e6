import TestSupport
import Testing

@testable import ConsoleUIKit

/// What UIKit does, checked on the stand-in: the behaviour a reader's code relies on when it
/// moves to a device.
@Suite("The stand-in behaves as UIKit does")
@MainActor
struct StandInBehaviourTests {
    /// A controller that writes down its containment callbacks.
    final class Recording: UIViewController {
        var calls: [String] = []

        override func willMove(toParent parent: UIViewController?) {
            calls.append("willMove(\(parent.map { "\(type(of: $0))" } ?? "nil"))")
        }

        override func didMove(toParent parent: UIViewController?) {
            calls.append("didMove(\(parent.map { "\(type(of: $0))" } ?? "nil"))")
        }
    }

    @Test(
        "Inside a presented navigation controller, a pushed screen has its presenter, and dismisses it"
    )
    func dismissFromInsideAContainer() {
        let root = UIViewController()
        let stack = UINavigationController(rootViewController: UIViewController())
        root.present(stack, animated: false)
        let top = UIViewController()
        stack.pushViewController(top, animated: false)
        #expect(top.presentingViewController === root)
        var completed = false
        top.dismiss(animated: false) { completed = true }
        #expect(completed)
        #expect(root.presentedViewController == nil)
        #expect(stack.presentingViewController == nil && top.presentingViewController == nil)
    }

    @Test("addChild calls willMove, removeFromParent didMove(nil), push and pop both")
    func containmentCallbacks() {
        let parent = UIViewController()
        let child = Recording()
        parent.addChild(child)
        child.removeFromParent()
        #expect(child.calls == ["willMove(UIViewController)", "didMove(nil)"])

        let stack = UINavigationController(rootViewController: UIViewController())
        let pushed = Recording()
        stack.pushViewController(pushed, animated: false)
        stack.popViewController(animated: false)
        #expect(
            pushed.calls == [
                "willMove(UINavigationController)", "didMove(UINavigationController)",
                "willMove(nil)", "didMove(nil)",
            ])
    }

    @Test("popToRootViewController pops every screen above the root, and tells each")
    func popToRoot() {
        let root = UIViewController()
        let stack = UINavigationController(rootViewController: root)
        let second = Recording()
        let third = Recording()
        stack.pushViewController(second, animated: false)
        stack.pushViewController(third, animated: false)
        let popped = stack.popToRootViewController(animated: false)
        #expect(popped == [second, third])
        #expect(stack.viewControllers == [root])
        #expect(third.calls.suffix(2) == ["willMove(nil)", "didMove(nil)"])
        #expect(stack.popToRootViewController(animated: false) == nil)
    }

    @Test("A window's root view is one of its subviews, and the chain follows that link")
    func rootViewInstalled() async {
        await onScreen { window in
            let first = UIViewController()
            window.rootViewController = first
            #expect(window.subviews == [first.view])
            #expect(first.next === window && first.view.window === window)
            let second = UIViewController()
            window.rootViewController = second
            #expect(window.subviews == [second.view])
            #expect(first.view.superview == nil && first.next == nil)
        }
    }

    @Test("A table's cells are its subviews, and cellForRow(at:) honours the section")
    func cellsAreSubviews() {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                2
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
                -> UITableViewCell
            {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let rows = Rows()
        let table = UITableView()
        table.dataSource = rows
        table.reloadData()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell != nil && cell?.superview === table)
        #expect(table.subviews.count == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) == nil)
        table.reloadRows(at: [IndexPath(row: 1, section: 1)], with: .none)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        let reloaded = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(reloaded !== cell && table.subviews.last === reloaded && cell?.superview == nil)
    }

    @Test("Presenting over a controller that is presenting warns and is ignored, as in UIKit")
    func secondPresentationIgnored() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let root = UIViewController()
                let first = UIViewController()
                root.present(first, animated: false)
                var completed = false
                root.present(UINavigationController(), animated: false) { completed = true }
                precondition(root.presentedViewController === first && !completed)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "Attempt to present UINavigationController on UIViewController, which is already "
                    + "presenting UIViewController: ignored."), "\(stderr)")
    }

    @Test("Dismissing from the bottom of a stack of presentations dismisses all, leaving no links")
    func dismissFromTheBottom() {
        let root = UIViewController()
        let middle = UIViewController()
        let top = UIViewController()
        root.present(middle, animated: false)
        middle.present(top, animated: false)
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil && middle.presentedViewController == nil)
        #expect(middle.presentingViewController == nil && top.presentingViewController == nil)
    }

    @Test("New tabs keep the selected controller, else its index, else the first")
    func tabSelectionSurvivesReplacement() {
        let (a, b, c, d) = (
            UIViewController(), UIViewController(), UIViewController(), UIViewController()
        )
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b, c]
        tabs.selectedIndex = 1
        tabs.viewControllers = [c, b]
        #expect(tabs.selectedViewController === b && tabs.selectedIndex == 1)
        tabs.viewControllers = [a, d, c]
        #expect(tabs.selectedIndex == 1, "b is gone; index 1 is still valid")
        tabs.selectedIndex = 2
        tabs.viewControllers = [d]
        #expect(tabs.selectedIndex == 0, "c is gone and index 2 is not valid")
    }
}
