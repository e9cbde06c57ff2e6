import ChapterRunner
import MVVMKit

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// `swift run Chapter7 --play`: the orders list in a navigation controller. `tap N` is a tap
/// on the cell, which sends `OpenOrder` up the chain; `expire` is a tap answered by an expired
/// session, an error the list turns into `ShowSignIn`. `swiftui` shows section 3's SwiftUI
/// feature instead, whose buttons `press` presses, and `uikit` brings the list back.
enum Playing {
    static let screens = [
        PlayedScreen("uikit", help: "show the UIKit orders list again") { window in
            let (navigation, orders) = showOrders(in: window)
            navigation.handleEvent(OpenOrder.self) { navigation, event in
                navigation.pushViewController(
                    MessageVC(title: "Order #\(event.id)", text: "Details of order #\(event.id)"),
                    animated: true)
            }
            orders.catchError(SessionExpired.self) { _, _ in ShowSignIn() }
            navigation.handleEvent(ShowSignIn.self) { navigation, _ in
                navigation.present(
                    MessageVC(title: "Sign in", text: "Your session is over."), animated: true)
            }
            return navigation
        },
        PlayedScreen("swiftui", help: "show section 3's SwiftUI feature, its every hop traced") {
            window in
            let screen = UIHostingController(
                rootView: LibraryVerbs.OrdersFeature(model: LibraryVerbs.OrdersModel()))
            window.rootViewController = screen
            return screen
        },
    ]

    /// Does `action` to the orders list's cell in the row the arguments name, or says why
    /// it cannot.
    private static func onCell(
        _ arguments: [String], command: String, _ action: (OrderCell) -> Void
    ) -> String? {
        guard let orders = Playground.topScreen as? OrdersVC else {
            return "\(command) works on the orders list; \(Playground.topName) is on top."
        }
        guard let row = Playground.number(in: arguments) else {
            return "Type a row number: \(command) 0."
        }
        if let refusal = Playground.refusalToTap(row: row) {
            return refusal
        }
        action(orders.cell(at: row))
        return nil
    }

    static let commands = [
        Playground.Command("tap", usage: "tap N", help: "tap row N: its cell sends OpenOrder up") {
            arguments in
            onCell(arguments, command: "tap") { $0.userTapped() }
        },
        Playground.Command(
            "expire", usage: "expire N",
            help: "tap row N as the session expires: the cell reports SessionExpired"
        ) { arguments in
            onCell(arguments, command: "expire") { $0.userTappedWithAnExpiredSession() }
        },
    ]
}
