import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// A check that asks a (pretend) server before a row is selected, and answers when the
/// server does.
final class ServerCheck {
    private var waiting: [(change: SelectionChange, answer: @MainActor (Bool) -> Void)] = []

    func intercept(_ change: SelectionChange, answer: @escaping @MainActor (Bool) -> Void) {
        guard change.isSelected else { return answer(true) }
        print("  (asking the server whether row \(change.position) may be selected...)")
        waiting.append((change, answer))
    }

    /// The server's answers arrive.
    func serverAnswers() {
        let answers = waiting
        waiting = []
        for (change, answer) in answers {
            print("  (the server says yes to row \(change.position))")
            answer(true)
        }
    }
}

/// Interceptors: one vetoes at once, one answers later; a late answer about a list that
/// changed meanwhile is dropped.
func interceptors(in window: UIWindow) async {
    let archived = 2
    let orders = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
    orders.addInterceptor(orders) { orders, change, answer in
        let isArchived = orders.items[change.position].id == archived
        if isArchived, change.isSelected {
            print("  (order #\(archived) is archived: vetoed)")
        }
        answer(!(isArchived && change.isSelected))
    }
    let server = ServerCheck()
    orders.addInterceptor(server) { server, change, answer in
        server.intercept(change, answer: answer)
    }
    let screen = makeScreen(title: "Orders, checked first", for: orders)
    await printScreen(.onOneLine) { window.rootViewController = screen }

    tap(row: 2, on: screen)
    printSelected(in: orders)
    print("The server answers:")
    screen.redrawAfter { server.serverAnswers() }
    // The list is redrawn with nothing checked; the lines say so, and "Selected" below.
    await printScreen(.notAtAll) {
        tap(row: 1, on: screen)
        tap(row: 0, on: screen)
        print("The list is reloaded before the server answers:")
        screen.redrawAfter { orders.setItems(fiveOrders, mode: .clearSelection) }
        print("The server answers:")
        screen.redrawAfter { server.serverAnswers() }
    }
    printSelected(in: orders)
}

extension SelectingOrdersVC {
    /// Runs something that is not a tap, and says which rows it redrew.
    func redrawAfter(_ body: () -> Void) {
        body()
        print(redrawnLine(takeRedrawnRows()))
    }
}
