import TestSupport
import Testing

@testable import Chapter7
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

/// Every hop of the chain while `body` runs, as "Responder: step".
@MainActor
func hops(_ body: () -> Void) -> [String] {
    var steps: [String] = []
    let previous = ResponderChain.trace
    ResponderChain.trace = { responder, step in steps.append("\(responder): \(step)") }
    defer { ResponderChain.trace = previous }
    body()
    return steps
}

/// The app delegate of these tests: the app keeps its delegate weakly, so this keeps it.
@MainActor
let testAppDelegate = AppDelegate()

/// The chapter's hierarchy, on screen while `body` runs: orders in a navigation controller in a
/// key window, with the app delegate in place, as the chapter has them.
@MainActor
func ordersOnScreen(
    _ body: @MainActor (UIWindow, UINavigationController, OrdersVC) async throws -> Void
) async rethrows {
    try await onScreen { window in
        UIApplication.shared.delegate = testAppDelegate
        let (navigation, orders) = showOrders(in: window)
        _ = navigation.screenLines()  // drawn, so the table has its cells
        try await body(window, navigation, orders)
    }
}

/// Whether everything `body` put in a key window is freed once the window is gone.
@MainActor
func everythingFreed(after body: (UIWindow) async -> Void) async -> Bool {
    weak var root: UIViewController?
    weak var shownLast: UIViewController?
    await onScreen { window in
        UIApplication.shared.delegate = testAppDelegate
        await body(window)
        root = window.rootViewController
        shownLast = (window.rootViewController as? UINavigationController)?.topViewController
    }
    return root == nil && shownLast == nil
}

struct Ping: ChainEvent {}
struct Pong: ChainEvent {}
struct Broken: Error {}

/// Keeps the warnings of `body` instead of writing them, with `policy` in force.
@MainActor
func warnings(under policy: UnhandledPolicy, _ body: () -> Void) -> [String] {
    var lines: [String] = []
    let saved = (ResponderChain.unhandled, Unhandled.warningOutput)
    defer { (ResponderChain.unhandled, Unhandled.warningOutput) = saved }
    ResponderChain.unhandled = policy
    Unhandled.warningOutput = { lines.append($0) }
    body()
    return lines
}

/// A SwiftUI screen in a key window while `body` runs, drawn, as the user sees it.
@MainActor
func onScreen<Content: View>(
    hosting view: Content,
    _ body: @MainActor (UIWindow, UIHostingController<Content>) async throws -> Void
) async rethrows {
    let screen = UIHostingController(rootView: view)
    try await onScreen(screen) { window in
        UIApplication.shared.delegate = testAppDelegate
        _ = screen.contentLines()
        try await body(window, screen)
    }
}

/// Taps the button titled `title`, which must be on screen.
@MainActor
func tap<Content: View>(_ title: String, on screen: UIHostingController<Content>) {
    let refusal = screen.tap(title)
    #expect(refusal == nil, "\(refusal ?? "")")
}

/// A row for the tests: its button sends `value` up through the article's `eventClosure`.
struct Sender: View {
    @Environment(\.eventClosure) private var eventClosure
    let title: String
    let value: Any

    var body: some View {
        Button(title) { eventClosure(value) }
    }
}

/// A row for the tests: its buttons trigger `Ping` and report `Broken` through the kit's verbs.
struct Pinger: View {
    @Environment(\.triggerEvent) private var triggerEvent
    @Environment(\.reportError) private var reportError

    var body: some View {
        VStack {
            Button("Ping") { triggerEvent(Ping()) }
            Button("Break") { reportError(Broken()) }
        }
    }
}

/// Where a test's responders write what they were given.
@MainActor
final class Heard {
    var lines: [String] = []
}
