import TestSupport
import Testing

@testable import Chapter8
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

/// Every step of every message while `body` runs, as "Model: step".
@MainActor
func steps(_ body: () -> Void) -> [String] {
    var seen: [String] = []
    let previous = ModelsTree.trace
    ModelsTree.trace = { model, step in seen.append("\(model.name): \(step)") }
    defer { ModelsTree.trace = previous }
    body()
    return seen
}

/// Keeps the warnings of `body` instead of writing them, with `policy` in force.
@MainActor
func warnings(under policy: UnhandledPolicy, _ body: () -> Void) -> [String] {
    var lines: [String] = []
    let saved = (ModelsTree.unhandled, Unhandled.warningOutput)
    defer { (ModelsTree.unhandled, Unhandled.warningOutput) = saved }
    ModelsTree.unhandled = policy
    Unhandled.warningOutput = { lines.append($0) }
    body()
    return lines
}

/// An open session, for tests that build their own tree.
@MainActor
func openSession(_ name: String = "Session") -> Session {
    let session = Session(name: name)
    session.open()
    return session
}

struct Ping: BubbleNotification {}
struct Pong: BubbleNotification {}
struct Tick: GlobalEvent {}
struct Broken: Error {}

/// A service that counts its instances, to see a session's services go.
final class CountedService: ISingleton, SessionService {
    nonisolated(unsafe) static var alive = 0
    private(set) var toldClosing = false

    init(container: any IContainer, args: Void) {
        Self.alive += 1
    }

    isolated deinit {
        Self.alive -= 1
    }

    func sessionWillClose() {
        toldClosing = true
    }
}

/// Chapter 8's app without its app, while `body` runs: an open session whose flow is on
/// screen, in a key window.
@MainActor
func flowOnScreen(
    _ body: @MainActor (UserSession, OrdersFlow, FlowNavigationController) async throws -> Void
) async throws {
    let session = UserSession(name: "Session")
    session.open()
    let flow = try #require(session.flow)
    let navigation = FlowNavigationController(flow: flow)
    try await onScreen(navigation) { _ in try await body(session, flow, navigation) }
}
