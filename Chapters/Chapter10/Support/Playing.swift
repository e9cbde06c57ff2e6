import ChapterRunner
import MVVMKit
import OrdersApp

#if canImport(UIKit)
import UIKit
#endif

/// `swift run Chapter10 --play`: the whole app. `signin NAME` types a name and presses Return;
/// on the list, `tap N` checks a row, `details N` taps a row's Details button, `pay` and then
/// `confirm` pay for the checked rows, `refresh` syncs, `fail` makes the server's next answer
/// fail, and `signout` closes the session.
enum Playing {
    static func setUp(on phone: Phone) {
        phone.app.start()
    }

    static func commands(on phone: Phone) -> [Playground.Command] {
        [
            Playground.Command(
                "signin", usage: "signin NAME", help: "type NAME into the field and press Return"
            ) { arguments in
                guard phone.app.session == nil else {
                    return
                        "Already signed in as \(phone.app.session?.userName ?? ""); signout first."
                }
                await phone.type(arguments[0])
                await phone.refreshEnds()
                return nil
            },
            Playground.Command("refresh", help: "pull the list to refresh it: a sync runs") { _ in
                guard let list = listOnTop(phone) else { return onlyOnTheList() }
                await list.refreshPulled().value
                return nil
            },
            Playground.Command("fail", help: "the server's next answer fails") { _ in
                await Device.network.failNextFetch()
                print("(the server will not answer next time)")
                return nil
            },
            Playground.Command(
                "details", usage: "details N", help: "tap the Details button of row N"
            ) { arguments in
                guard let list = listOnTop(phone) else { return onlyOnTheList() }
                guard let row = Playground.number(in: arguments) else {
                    return "Type a row number: details 0."
                }
                if let refusal = Playground.refusalToTap(row: row) {
                    return refusal
                }
                list.cell(at: row)?.detailsTapped()
                return nil
            },
            Playground.Command("pay", help: "pay for the checked rows") { _ in
                guard let list = listOnTop(phone) else { return onlyOnTheList() }
                list.payTapped()
                return nil
            },
            Playground.Command("confirm", help: "confirm the payment on screen") { _ in
                guard let payment = Playground.topScreen as? PaymentScreen else {
                    return "confirm works on the payment screen; \(Playground.topName) is on top."
                }
                await payment.confirmTapped().value
                return nil
            },
            Playground.Command("signout", help: "tap Sign out: the session closes") { _ in
                guard let list = listOnTop(phone) else { return onlyOnTheList() }
                list.signOutTapped()
                return nil
            },
            Playground.Command("file", help: "what the app's file holds") { _ in
                print(phone.fileSummary)
                return nil
            },
            Playground.Command("tree", help: "print the session's tree of models") { _ in
                print(phone.app.session?.treeDescription ?? "(no session)")
                return nil
            },
        ]
    }

    /// The orders list, when it is the screen on top.
    private static func listOnTop(_ phone: Phone) -> OrdersScreen? {
        guard let list = phone.ordersScreen, Playground.topScreen === list.parent else {
            return nil
        }
        return list
    }

    private static func onlyOnTheList() -> String {
        "That works on the orders list; \(Playground.topName) is on top."
    }
}
