import MVVMKit

/// Shows `root` in a key window of the app's one scene while `body` runs, then puts the window
/// away, and returns the screens drawn meanwhile, each as it would have been printed.
///
/// Every test that needs a window comes here. Without `root`, `body` puts its screen in the
/// window itself, after the window is key, which is how a test sees a screen appear. The tests
/// share the app and its key window and run side by side on the main actor, so each waits for
/// its turn at the window first: nothing another test shows or draws lands in this one's.
@MainActor
@discardableResult
public func onScreen(
    _ root: UIViewController? = nil, _ body: @MainActor (UIWindow) async throws -> Void
) async rethrows -> [String] {
    try await KeyWindowTurn.take {
        var drawn: [String] = []
        let output = Screen.output
        Screen.output = { drawn.append($0) }
        defer { Screen.output = output }
        let window = UIWindow(windowScene: appScene)
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer {
            window.isHidden = true
            window.rootViewController = nil
        }
        try await body(window)
        return drawn
    }
}

/// The app's one window scene, which every window is shown in.
@MainActor
public var appScene: UIWindowScene {
    guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
        fatalError("The app has no window scene to show a window in.")
    }
    return scene
}

/// Turns at the key window: `onScreen` takes one, and so does a test whose device makes its own
/// window (chapter 10's phone). While a test waits, another runs; without turns, a test would
/// find another test's window key when it resumes.
@MainActor
public enum KeyWindowTurn {
    private static var isTaken = false
    private static var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` once no other test holds the turn.
    public static func take<T>(_ body: () async throws -> T) async rethrows -> T {
        while isTaken {
            await withCheckedContinuation { waiting.append($0) }
        }
        isTaken = true
        defer {
            isTaken = false
            if !waiting.isEmpty {
                waiting.removeFirst().resume()
            }
        }
        return try await body()
    }
}
