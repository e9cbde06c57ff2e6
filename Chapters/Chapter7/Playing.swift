import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// `swift run Chapter7 --play`: the orders list in a navigation controller. `tap N` is a tap
/// on the cell, which sends `OpenOrder` up the chain; `expire` is a tap answered by an expired
/// session, an error the list turns into `ShowSignIn`.
enum Playing {
    private static var navigation: UINavigationController?
    private static var orders: OrdersVC?

    static func setUp(in window: UIWindow) {
        let (navigation, orders) = showOrders(in: window)
        navigation.handleEvent(OpenOrder.self) { event in
            navigation.pushViewController(
                MessageVC(title: "Order #\(event.id)", text: "Details of order #\(event.id)"),
                animated: true)
        }
        orders.catchError(SessionExpired.self) { _ in ShowSignIn() }
        navigation.handleEvent(ShowSignIn.self) { _ in
            navigation.present(
                MessageVC(title: "Sign in", text: "Your session is over."), animated: true)
        }
        self.navigation = navigation
        self.orders = orders
    }

    /// The orders list's cell in `row`, or why there is none to tap.
    private static func cell(_ arguments: [String], command: String) -> Result<OrderCell, Refusal> {
        guard let orders, Playground.topScreen === orders else {
            return .failure(
                Refusal("\(command) works on the orders list; \(Playground.topName) is on top."))
        }
        guard let row = Playground.number(in: arguments) else {
            return .failure(Refusal("Type a row number: \(command) 0."))
        }
        guard let table = Playground.tableOnScreen() else {
            return .failure(Refusal("OrdersVC shows no table."))
        }
        let rows = Playground.rowsOnScreen(of: table)
        guard rows.contains(row) else {
            return .failure(
                Refusal(
                    "Row \(row) is not on screen; \(Playground.topName) shows \(Playground.describe(rows))."
                ))
        }
        return .success(orders.cell(at: row))
    }

    static let commands = [
        Playground.Command("tap", usage: "tap N", help: "tap row N: its cell sends OpenOrder up") {
            arguments in
            switch cell(arguments, command: "tap") {
            case .success(let cell): cell.userTapped()
            case .failure(let refusal): return refusal.message
            }
            return nil
        },
        Playground.Command(
            "expire", usage: "expire N",
            help: "tap row N as the session expires: the cell reports SessionExpired"
        ) { arguments in
            switch cell(arguments, command: "expire") {
            case .success(let cell): cell.userTappedWithAnExpiredSession()
            case .failure(let refusal): return refusal.message
            }
            return nil
        },
    ]
}

/// Why a command cannot run now.
struct Refusal: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
