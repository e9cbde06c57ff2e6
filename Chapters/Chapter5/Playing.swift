import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// `swift run Chapter5 --play`: five orders with a check box each. `tap N` goes through the
/// table's delegate to the selection, as a finger would; `mode` swaps the strategy.
enum Playing {
    private static var window: UIWindow?
    private static var dataSource: SelectableDataSource<Order>?

    static func setUp(in window: UIWindow) {
        self.window = window
        show(SingleSelection(), title: "Orders, pick one")
    }

    private static func show(_ selection: Selection, title: String) {
        let dataSource = SelectableDataSource(items: fiveOrders, selection: selection)
        window?.rootViewController = makeScreen(title: title, for: dataSource)
        self.dataSource = dataSource
    }

    static let commands = [
        Playground.Command("tap", usage: "tap N", help: "tap row N: the selection decides") {
            arguments in
            guard let row = Playground.number(in: arguments) else {
                return "Type a row number: tap 0."
            }
            let before = dataSource?.selectedItems.map(\.id)
            if let refusal = Playground.tap(row: row) {
                return refusal
            }
            // A tap that changes nothing redraws nothing; say so, rather than print nothing.
            guard let dataSource, dataSource.selectedItems.map(\.id) == before else { return nil }
            return
                "Nothing changed: \(type(of: dataSource.selection)) left the selection as it was."
        },
        Playground.Command(
            "mode", usage: "mode single|multiple|none",
            help: "the same orders with another selection strategy"
        ) { arguments in
            switch arguments {
            case ["single"]: show(SingleSelection(), title: "Orders, pick one")
            case ["multiple"]: show(MultipleSelection(), title: "Orders, pick any")
            case ["none"]: show(NoneSelection(), title: "Orders, read only")
            default: return "Type one of: mode single, mode multiple, mode none."
            }
            return nil
        },
        Playground.Command("selected", help: "print the selected orders") { _ in
            print("Selected: \(dataSource?.selectedItems ?? [])")
            return nil
        },
    ]
}
