import ChapterRunner
import Foundation
import MVVMKit
import OrdersApp

#if canImport(UIKit)
import UIKit
#endif

/// The device the app runs on: a window, a folder for the app's files and a scripted server,
/// and the user's hands. Typing goes through the text field's actions and a tap through the
/// table's delegate, as on a device; Back and an alert's buttons call what those buttons call
/// (`popViewController`, `dismiss`).
final class Phone {
    private(set) var window: UIWindow!
    private(set) var app: App!
    private(set) var folder: URL!

    /// `folderName` names the app's folder under the temporary directory; only names inside it
    /// are ever printed, so the transcript is the same anywhere.
    func setUp(folderName: String = "mvvm-by-hand-chapter10-\(getpid())") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(folderName)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        Device.documents = folder
        Device.network = OrdersServer()
        Device.log = { print($0) }  // the chapters' print: kept out of swift test's output
        window = makeKeyWindow()
        app = App(window: window)
    }

    func tearDown() {
        window.isHidden = true
        try? FileManager.default.removeItem(at: folder)
    }

    /// The orders list, if the flow shows it.
    var ordersScreen: OrdersScreen? {
        let navigation = window.rootViewController as? UINavigationController
        let container = navigation?.viewControllers.first as? ContainerViewController
        return container?.content as? OrdersScreen
    }

    /// The orders list, which a section's next step needs: it stops the chapter, saying what
    /// is on screen instead, rather than let the step do nothing.
    var orders: OrdersScreen {
        guard let ordersScreen else {
            fatalError("The phone shows no orders list: \(Playground.topName) is on top.")
        }
        return ordersScreen
    }

    /// Types into the text field on screen, as a keyboard does, then presses Return. The
    /// screen is drawn once, after Return: the field's own echo of each letter tells nothing.
    func type(_ text: String) async {
        guard
            let field = window.rootViewController?.view.subviews
                .compactMap({ $0 as? UITextField }).first
        else {
            fatalError("\(Playground.topName) shows no text field to type into.")
        }
        print("(the user types \"\(text)\" and presses Return)")
        window.makeKeyAndVisible()  // the phone's own screen, whatever else ran meanwhile
        await printScreen(.inABox) {
            field.text = text
            field.sendActions(for: .editingChanged)
            field.sendActions(for: .primaryActionTriggered)
        }
    }

    /// The payment screen, if it is on top.
    var paymentScreen: PaymentScreen? {
        Playground.topScreen as? PaymentScreen
    }

    /// The payment screen, which a section's next step needs; it stops the chapter if another
    /// screen is on top.
    var payment: PaymentScreen {
        guard let paymentScreen else {
            fatalError("The phone shows no payment screen: \(Playground.topName) is on top.")
        }
        return paymentScreen
    }

    /// Closes what is presented on top, as its OK or Cancel button does.
    func dismissTop() {
        print("(the user closes \(Playground.topName))")
        Playground.topScreen?.dismiss(animated: true)
    }

    /// Pulls the orders list down, and waits for the refresh to end.
    func pullToRefresh() async {
        print("(the user pulls to refresh)")
        await orders.refreshPulled().value
    }

    /// Taps a row's Details button.
    func tapDetails(inRow row: Int) {
        guard let cell = orders.cell(at: row) else { fatalError("The list shows no row \(row).") }
        print("(the user taps Details on row \(row))")
        cell.detailsTapped()
    }

    /// Taps Pay under the list.
    func tapPay() {
        print("(the user taps Pay)")
        orders.payTapped()
    }

    /// Confirms on the payment screen, and waits for the payment to be written.
    func confirmPayment() async {
        print("(the user confirms)")
        await payment.confirmTapped().value
    }

    /// Taps Sign out under the list.
    func tapSignOut() {
        print("(the user taps Sign out)")
        orders.signOutTapped()
    }

    /// A service of the open session, resolved without the chapter's watcher printing it.
    func service<Service: ISingleton>(_ type: Service.Type = Service.self) -> Service? {
        guard let container = app.session?.container else { return nil }
        let watcher = container.onResolve
        container.onResolve = nil
        defer { container.onResolve = watcher }
        return container.resolve()
    }

    /// Goes back, as the navigation bar's Back button does.
    func goBack() {
        print("(the user taps Back)")
        let navigation = window.rootViewController as? UINavigationController
        if navigation?.presentedViewController != nil
            || navigation?.popViewController(animated: true) == nil
        {
            print("  (nothing happens: \(Playground.topName) has no Back button)")
        }
    }

    /// Objects of the first session, held weakly, to see when each is freed.
    private var watched: [(name: String, isAlive: () -> Bool)] = []

    func watch(_ name: String, _ object: AnyObject?) {
        if let object {
            watched.append((name, { [weak object] in object != nil }))
        }
    }

    var watchedCount: Int { watched.count }

    /// The watched objects still alive, by name, or "none".
    var stillAlive: String {
        let alive = watched.filter { $0.isAlive() }.map(\.name)
        return alive.isEmpty ? "none" : alive.joined(separator: ", ")
    }

    /// Waits for the refresh the orders list started, if any.
    func refreshEnds() async {
        await ordersScreen?.refreshing?.value
    }

    /// How many orders the app's file holds, and how many of them are paid.
    var fileSummary: String {
        let data = FileManager.default.contents(
            atPath: folder.appendingPathComponent("orders.json").path)
        guard let data, let orders = try? JSONDecoder().decode([Order].self, from: data) else {
            return "orders.json: no file yet"
        }
        return "orders.json: \(orders.count) orders, \(orders.filter(\.isPaid).count) paid"
    }
}
