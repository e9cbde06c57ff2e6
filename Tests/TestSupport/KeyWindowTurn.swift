/// Turns at the key window for tests that keep one across an `await`.
///
/// The chapters' tests share one app and its one key window, and run side by side on the main
/// actor: while a test waits, another runs. A test that shows a window and waits would find
/// another test's window key when it resumes. Such tests take turns here; a test that shows a
/// window and hides it again without waiting needs no turn, as nothing runs in between.
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
