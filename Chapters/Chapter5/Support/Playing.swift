import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// `swift run Chapter5 --play`: five orders with a check box each. `tap N` goes through the
/// table's delegate to the adapter and the selection, as a finger would; `mode` swaps the
/// strategy on the live list.
enum Playing {
    private static var dataSource: SelectableDataSource<Order>?
    private static var screen: AdaptedOrdersVC?

    static func setUp(in window: UIWindow) {
        let dataSource = SelectableDataSource(items: fiveOrders, selection: SingleSelection())
        let screen = AdaptedOrdersVC(title: "Orders", orders: dataSource)
        window.rootViewController = screen
        self.dataSource = dataSource
        self.screen = screen
    }

    /// Swaps the strategy under the list on screen, as section 8 does.
    private static func swap(to selection: Selection) -> String? {
        guard let dataSource, let screen else { return "There is no list to change." }
        screen.update { dataSource.replaceSelectionManager(with: selection) }
        print("Now \(type(of: selection)); selected: \(dataSource.selectedItems)")
        return nil
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
            help: "swap the selection strategy under the list on screen"
        ) { arguments in
            switch arguments {
            case ["single"]: return swap(to: SingleSelection())
            case ["multiple"]: return swap(to: MultipleSelection())
            case ["none"]: return swap(to: NoneSelection())
            default: return "Type one of: mode single, mode multiple, mode none."
            }
        },
        Playground.Command("selected", help: "print the selected orders") { _ in
            print("Selected: \(dataSource?.selectedItems ?? [])")
            return nil
        },
    ]
}
