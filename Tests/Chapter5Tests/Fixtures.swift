@testable import Chapter5
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

/// Everything a selection said, in order, as "row:selected".
final class ChangeLog {
    private(set) var lines: [String] = []

    init(_ selection: Selection) {
        selection.changed.subscribe(self) { log, change in
            log.lines.append("\(change.position):\(change.isSelected)")
        }
    }
}

/// An interceptor that keeps its answers until the test gives them.
final class LateAnswers {
    private(set) var waiting: [(change: SelectionChange, answer: @MainActor (Bool) -> Void)] = []

    func intercept(_ change: SelectionChange, answer: @escaping @MainActor (Bool) -> Void) {
        waiting.append((change, answer))
    }

    func answer(_ index: Int, _ allowed: Bool) {
        waiting[index].answer(allowed)
    }
}

func orders(_ ids: [Int]) -> [Order] {
    ids.map { Order(id: $0) }
}
