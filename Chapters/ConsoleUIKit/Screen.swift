// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation

/// Stands in for the pixels: whenever what the key window shows changes, it is drawn as
/// text on standard output, and going back to the screen before, as it was, is one line.
/// This is the one part of ConsoleUIKit that UIKit has no counterpart for; only the console's
/// own SwiftUI (`ConsoleSwiftUI/`) and the chapters' runner call it from outside this folder,
/// which is why it is `package`.
@MainActor
package enum Screen {
    static let width = 34
    /// Where a drawing goes: standard output, as long as `printsToStandardOutput`.
    package static var output: (String) -> Void = { line in
        if printsToStandardOutput { print(line) }
    }
    /// Whether what a chapter prints reaches standard output: always in a chapter's own process;
    /// in the tests' process only with `SHOW_SCREENS=1`, so that `swift test` reads as its claims
    /// and their results. A test reads what it needs through `onScreen`, or runs the chapter.
    nonisolated package static let printsToStandardOutput: Bool = {
        let name = ProcessInfo.processInfo.processName
        let isTests =
            name.hasSuffix(".xctest") || ["xctest", "swiftpm-testing-helper"].contains(name)
        return !isTests || ProcessInfo.processInfo.environment["SHOW_SCREENS"] == "1"
    }()
    /// Whether a drawing is printed on one line, its title and rows between bars, instead of
    /// in a box: for a screen whose look the reader knows, where what it shows now is the
    /// point.
    package static var drawsOnOneLine = false

    private static var changesInProgress = 0
    /// Whether a change is under way, so that the screen is drawn once it is over.
    package static var isChanging: Bool { changesInProgress > 0 }

    /// What the console printed last, and what it printed before that: what a new drawing is
    /// compared with, to print only what changed and to say "back to" in one line.
    private struct Printed {
        var drawn = ""
        var title: String?
        weak var shown: UIViewController?
        var drawnBefore = ""
        weak var shownBefore: UIViewController?
    }
    private static var printed = Printed()
    /// The controller the window showed when it was last drawn, printed or not: what tells a
    /// controller that appears.
    private weak static var displayed: UIViewController?
    /// Whether a stretch of `printOnce` is under way: the screen is drawn as it changes, as on
    /// a device, and printed once, when the stretch ends.
    private static var isInAStretch = false

    /// Runs `steps` as one stretch of the user's time. The screen is drawn whenever it changes,
    /// as a device draws it (controllers appear, tasks start), but nothing of it is printed
    /// until the steps are over; then the screen they leave is printed once: in a box if it
    /// differs from what was printed last, `onOneLine` always (a look at what it shows now,
    /// changed or not). Not `printing`, what comes after is compared with it, as with a screen the
    /// user glanced at. A stretch inside another is part of the outer one.
    package static func printOnce(
        printing: Bool, onOneLine: Bool, after steps: () async -> Void
    ) async {
        guard !isInAStretch else {
            await steps()
            return
        }
        isInAStretch = true
        await steps()
        isInAStretch = false
        let wasOnOneLine = drawsOnOneLine
        drawsOnOneLine = wasOnOneLine || onOneLine
        defer { drawsOnOneLine = wasOnOneLine }
        redraw(printing: printing, evenIfUnchanged: onOneLine)
    }

    /// Runs a change to what may be on screen; after the outermost change the screen is
    /// drawn once, and printed if it looks different.
    package static func change(_ body: () -> Void = {}) {
        changesInProgress += 1
        body()
        changesInProgress -= 1
        if changesInProgress == 0 {
            redraw()
        }
    }

    /// The same for a change that waits on the way: whatever runs while it waits is part of it.
    package static func changeWhileWaiting(_ body: () async -> Void) async {
        changesInProgress += 1
        await body()
        changesInProgress -= 1
        if changesInProgress == 0 {
            redraw()
        }
    }

    /// Draws the screen now, even in the middle of a change: for a change that is an update
    /// of its own (SwiftUI's `withAnimation`).
    package static func drawNow() {
        redraw()
    }

    /// The screens each window showed when it was last drawn, to tell those that leave.
    private static var onScreen: [ObjectIdentifier: [WeakContent]] = [:]
    private struct WeakContent {
        weak var content: (any DrawnContent)?
    }

    /// Tells the drawn contents of the screens that left the screen, and of those that came
    /// back, before the screen is drawn.
    private static func noteScreensOnScreen(in window: UIWindow, root: UIViewController) {
        let now = root.controllersOnScreen.compactMap(\.drawnContent)
        let before = onScreen[ObjectIdentifier(window)]?.compactMap(\.content) ?? []
        onScreen[ObjectIdentifier(window)] = now.map { WeakContent(content: $0) }
        for content in before where !now.contains(where: { $0 === content }) {
            content.screenDidChange(isOnScreen: false)
        }
        for content in now where !before.contains(where: { $0 === content }) {
            content.screenDidChange(isOnScreen: true)
        }
    }

    /// Draws the key window's screen. It is printed when `printing` allows and a stretch of
    /// `printOnce` is not under way, and only if it looks different from what was printed
    /// last, or shows another controller.
    private static func redraw(printing: Bool = true, evenIfUnchanged: Bool = false) {
        guard let window = UIApplication.shared.windowScene.keyWindow,
            let root = window.rootViewController
        else {
            return
        }
        noteScreensOnScreen(in: window, root: root)
        let shown = root.visibleViewController
        // Drawing asks data sources for cells, and configuring a cell changes its labels.
        changesInProgress += 1
        UpdatePass.run(over: root.controllersOnScreen)
        let lines = shown.screenLines()
        let drawn = frame(lines)
        changesInProgress -= 1
        let appeared = shown !== displayed
        displayed = shown
        if !isInAStretch {
            if evenIfUnchanged, drawn == printed.drawn, shown === printed.shown {
                output(oneLine(lines))
            }
            note(drawn, of: shown, titled: lines.first, printing: printing ? lines : nil)
        }
        if appeared {
            shown.didAppear()
        }
    }

    /// Keeps what the screen shows now as printed, and prints it (`lines`, unless nil) when it
    /// looks different or is another controller. Going back to the screen before, the same
    /// controller as it was, is said in a line instead of drawn again.
    private static func note(
        _ drawn: String, of shown: UIViewController, titled title: String?,
        printing lines: [String]?
    ) {
        guard drawn != printed.drawn || shown !== printed.shown else { return }
        // An alert shown again is drawn again: "back to" an alert would read as navigation.
        let isWayBack =
            drawn == printed.drawnBefore && shown === printed.shownBefore && title != printed.title
            && title?.hasSuffix("(alert)") != true
        printed = Printed(
            drawn: drawn, title: title, shown: shown, drawnBefore: printed.drawn,
            shownBefore: printed.shown)
        guard let lines else { return }
        if isWayBack {
            output("(back to \(name(from: title)), as it was)")
        } else {
            output(drawsOnOneLine ? oneLine(lines) : drawn)
        }
    }

    /// A screen's name, from its title line: without the back button a pushed screen shows.
    private static func name(from titleLine: String?) -> String {
        let title = titleLine ?? ""
        return title.hasPrefix("< Back   ") ? String(title.dropFirst("< Back   ".count)) : title
    }

    private static func oneLine(_ lines: [String]) -> String {
        let rows = lines.filter { !$0.isEmpty && $0 != separator }
        return "(on screen: " + rows.joined(separator: " | ") + ")"
    }

    private static func frame(_ lines: [String]) -> String {
        let border = "+" + String(repeating: "-", count: width + 2) + "+"
        let body = lines.map { line in
            let fitted = line.count > width ? line.prefix(width - 1) + "~" : line[...]
            return "| " + fitted + String(repeating: " ", count: width - fitted.count) + " |"
        }
        return ([border] + body + [border]).joined(separator: "\n")
    }

    /// A line across the screen, between a screen's title and its content.
    package static var separator: String { String(repeating: "-", count: width) }
}

#endif
