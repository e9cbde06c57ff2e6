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
