@testable import Chapter8
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

struct Ping: BubbleNotification {}
struct Pong: BubbleNotification {}
struct Tick: GlobalEvent {}
struct Broken: Error {}
