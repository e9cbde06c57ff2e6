import Foundation
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// The commands every screen has. Each checks first what UIKit would refuse or ignore, and
/// says so in a line, so that a reader's slip never stops the session.
extension Playground {
    static let screenCommands: [Command] = [
        Command("tap", usage: "tap N", help: "tap row N of the table on screen") { arguments in
            guard let row = number(in: arguments) else { return "Type a row number: tap 0." }
            return tap(row: row)
        },
        Command("back", help: "go back: pop the top screen off its navigation stack") { _ in
            back()
        },
        Command("close", help: "close the screen presented on top: dismiss it") { _ in
            close()
        },
        Command("tab", usage: "tab N", help: "select tab N") { arguments in
            guard let index = number(in: arguments) else { return "Type a tab number: tab 0." }
            return selectTab(index)
        },
    ]

    /// What a finger does on a SwiftUI screen (a button by its title, or an alert's; a text
    /// field, a toggle, a picker, a stepper; the search field; a pull to refresh), for a
    /// chapter that shows one.
    public static let swiftUICommands: [Command] = [
        Command(
            "press", usage: "press TITLE...",
            help: "press the button with that title on a SwiftUI screen, or on its alert"
        ) { arguments in
            await onSwiftUIScreen { $0.tap(arguments.joined(separator: " ")) }
        },
        Command(
            "type", usage: "type TITLE = TEXT...",
            help: "type TEXT into the text field with that title on a SwiftUI screen"
        ) { arguments in
            guard let (title, text) = split(arguments, at: " = ") else {
                return "Type the field's title, an equals sign and the text: type Name = Ann."
            }
            return await onSwiftUIScreen { $0.type(text, into: title) }
        },
        Command(
            "toggle", usage: "toggle TITLE...",
            help: "flip the toggle with that title on a SwiftUI screen"
        ) { arguments in
            await onSwiftUIScreen { $0.flip(arguments.joined(separator: " ")) }
        },
        Command(
            "pick", usage: "pick OPTION in TITLE...",
            help: "pick the option with that text in a picker"
        ) { arguments in
            guard let (option, title) = split(arguments, at: " in ") else {
                return
                    "Type the option, the word in and the picker's title: pick Oldest in Sort by."
            }
            return await onSwiftUIScreen { $0.pick(option, in: title) }
        },
        Command(
            "step", usage: "step TITLE... up|down",
            help: "tap a stepper's plus (up) or minus (down)"
        ) { arguments in
            guard arguments.count > 1, let direction = arguments.last,
                ["up", "down"].contains(direction)
            else { return "Type the stepper's title, then up or down: step Cups: 2 up." }
            let title = arguments.dropLast().joined(separator: " ")
            return await onSwiftUIScreen { $0.step(title, up: direction == "up") }
        },
        Command(
            "search", usage: "search TEXT...",
            help: "type TEXT into a searchable screen's search field"
        ) { arguments in
            await onSwiftUIScreen { $0.search(arguments.joined(separator: " ")) }
        },
        Command("refresh", help: "pull a refreshable screen down and wait for it") { _ in
            await onSwiftUIScreen { await $0.refresh() }
        },
        Command(
            "date", usage: "date TITLE = DATE",
            help: "pick a date in a date picker, written as it shows one: 2026-12-24 09:30"
        ) { arguments in
            guard let (title, date) = split(arguments, at: " = ") else {
                return
                    "Type the picker's title, an equals sign and the date: date Due = 2026-12-24."
            }
            return await onSwiftUIScreen { $0.pickDate(date, in: title) }
        },
        Command(
            "hold", usage: "hold TEXT...",
            help: "hold a finger on what shows TEXT: its context menu"
        ) {
            arguments in
            await onSwiftUIScreen { $0.hold(arguments.joined(separator: " ")) }
        },
        Command("swipe", usage: "swipe N", help: "swipe row N open: its swipe actions") {
            arguments in
            guard let row = number(in: arguments) else { return "Type a row number: swipe 0." }
            return await onSwiftUIScreen { $0.swipeRow(at: row) }
        },
        Command("move", usage: "move N to M", help: "in edit mode, drag row N to row M's place") {
            arguments in
            guard arguments.count == 3, arguments[1] == "to", let from = Int(arguments[0]),
                let to = Int(arguments[2])
            else { return "Type two row numbers: move 0 to 2." }
            return await onSwiftUIScreen { $0.moveRow(at: from, to: to) }
        },
    ]

    /// The words before `separator` and after it, or nil when it is not there.
    private static func split(_ words: [String], at separator: String) -> (String, String)? {
        let line = words.joined(separator: " ")
        guard let found = line.range(of: separator) else { return nil }
        return (String(line[..<found.lowerBound]), String(line[found.upperBound...]))
    }

    /// Does `change` on the SwiftUI screen on top as a finger does; or says why there is no
    /// SwiftUI screen. What it starts (a view's `.task`, a redraw) is over before the next
    /// prompt.
    private static func onSwiftUIScreen(_ change: (any SwiftUIScreen) async -> String?) async
        -> String?
    {
        guard let screen = topScreen as? any SwiftUIScreen else {
            return "\(topName) is not a SwiftUI screen; tap its rows instead."
        }
        let refusal = await change(screen)
        await waitForTheViewsTasks()
        return refusal
    }

    /// The one whole number a command takes, or nil.
    public static func number(in arguments: [String]) -> Int? {
        arguments.count == 1 ? Int(arguments[0]) : nil
    }

    /// The controller whose screen shows: through presented controllers, the top of
    /// navigation stacks and the selected tab.
    public static var topScreen: UIViewController? {
        var top = keyWindow?.rootViewController
        while let current = top {
            if let presented = current.presentedViewController {
                top = presented
            } else if let stack = current as? UINavigationController,
                let shown = stack.topViewController
            {
                top = shown
            } else if let tabs = current as? UITabBarController,
                let shown = tabs.selectedViewController
            {
                top = shown
            } else {
                break
            }
        }
        return top
    }

    public static var topName: String {
        name(of: topScreen)
    }

    /// A screen's title as its navigation bar shows it, else its type's name.
    static func name(of screen: UIViewController?) -> String {
        if let swiftUI = screen as? any SwiftUIScreen {
            return swiftUI.shownTitle
        }
        return screen.map { $0.title ?? "\(Swift.type(of: $0))" } ?? "no screen"
    }

    private static var keyWindow: UIWindow? {
        UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
    }

    /// The first table in a screen's views, or in the views of the screens it contains.
    private static func table(of controller: UIViewController) -> UITableView? {
        func table(in view: UIView) -> UITableView? {
            if let table = view as? UITableView { return table }
            return view.subviews.lazy.compactMap(table(in:)).first
        }
        return table(in: controller.view) ?? controller.children.lazy.compactMap(table(of:)).first
    }

    /// "rows 0 to 2", "row 0" or "no rows", for messages.
    private static func describe(_ rows: [Int]) -> String {
        guard let first = rows.first, let last = rows.last else { return "no rows" }
        return first == last ? "row \(first)" : "rows \(first) to \(last)"
    }

    /// Why `row` of the table on `screen` (the screen on top unless another is named) cannot
    /// be touched, or nil when it can: only rows with a cell on screen are within a finger's
    /// reach.
    public static func refusalToTap(row: Int, on screen: UIViewController? = topScreen)
        -> String?
    {
        let shown = name(of: screen)
        guard let table = screen.flatMap(table(of:)) else {
            return "\(shown) shows no table to tap."
        }
        let count = table.dataSource?.tableView(table, numberOfRowsInSection: 0) ?? 0
        let rows = (0..<count).filter {
            table.cellForRow(at: IndexPath(row: $0, section: 0)) != nil
        }
        guard rows.contains(row) else {
            return "Row \(row) is not on screen; \(shown) shows \(describe(rows))."
        }
        return nil
    }

    /// Taps `row` of the table on `screen` as a finger does, or says why it cannot: UIKit
    /// highlights the row, then tells the table's delegate. `checkingReach: false` skips the
    /// check that the row is on screen, for a screen in no window (a test's), which draws no
    /// cells.
    public static func tap(
        row: Int, on screen: UIViewController? = topScreen, checkingReach: Bool = true
    ) -> String? {
        if checkingReach, let refusal = refusalToTap(row: row, on: screen) {
            return refusal
        }
        guard let table = screen.flatMap(table(of:)), table.delegate != nil else {
            return
                "\(name(of: screen))'s table has no delegate, so nothing hears a tap on its rows."
        }
        table.userTaps(rowAt: IndexPath(row: row, section: 0))
        return nil
    }

    private static func back() -> String? {
        if let swiftUI = topScreen as? any SwiftUIScreen {
            guard let refusal = swiftUI.goBack() else { return nil }
            if swiftUI.navigationController == nil {
                return refusal
            }
        }
        guard let top = topScreen, let stack = top.navigationController else {
            return "\(topName) is not in a navigation stack, so there is no back."
        }
        guard stack.viewControllers.count > 1 else {
            return "\(topName) is the root of its navigation stack; there is nothing to go back to."
        }
        stack.popViewController(animated: true)
        return nil
    }

    private static func close() -> String? {
        guard let top = topScreen else { return "There is no screen to close." }
        let presented =
            top.presentingViewController != nil
            || top.navigationController?.presentingViewController != nil
        // A SwiftUI sheet is closed as a user swipes it down; an alert waits for its buttons.
        if let swiftUI = top as? any SwiftUIScreen {
            guard let refusal = swiftUI.closeSheet() else { return nil }
            if swiftUI.showsAnAlert || !presented {
                return refusal
            }
        }
        guard presented else {
            return "\(topName) was not presented, so there is nothing to close."
        }
        top.dismiss(animated: true)
        return nil
    }

    private static func selectTab(_ index: Int) -> String? {
        var current = keyWindow?.rootViewController
        var tabs: UITabBarController?
        while let controller = current, tabs == nil {
            if controller.presentedViewController != nil {
                break
            }
            tabs = controller as? UITabBarController
            current = (controller as? UINavigationController)?.topViewController
        }
        guard let tabs, let screens = tabs.viewControllers else {
            return "\(topName) shows no tabs."
        }
        guard screens.indices.contains(index) else {
            return "There is no tab \(index); the tabs are 0 to \(screens.count - 1)."
        }
        tabs.selectedIndex = index
        return nil
    }
}
