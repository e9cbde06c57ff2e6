import Foundation
import MVVMKit
import OrdersApp

#if canImport(UIKit)
import UIKit
#endif

// Chapter 10's app, whole: signing in until the list shows its orders, and a list of 10,000
// orders bound and scrolled, each against the same screen written by hand without the kit.

/// The orders list by hand: a table, an array and a data source; no session, container, view
/// model, selection or adapter.
final class HandOrdersScreen: UIViewController, UITableViewDataSource {
    let tableView = UITableView()
    var orders: [Order] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(OrderCell.self, forCellReuseIdentifier: "order")
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
        (cell as? OrderCell)?.bindItem(orders[indexPath.row], isSelected: false, onClick: {})
        return cell
    }
}

/// The table in a screen's views, or in those of the screens it contains.
func table(in controller: UIViewController) -> UITableView {
    if let found = controller.view.subviews.compactMap({ $0 as? UITableView }).first {
        return found
    }
    guard let found = controller.children.lazy.map(table(in:)).first else {
        fatalError("\(type(of: controller)) shows no table.")
    }
    return found
}

/// Asks for every row's cell, top to bottom: what scrolling to the end of the list does.
func scroll(_ table: UITableView) -> Int {
    guard let dataSource = table.dataSource else { return 0 }
    var drawn = 0
    for row in 0..<dataSource.tableView(table, numberOfRowsInSection: 0) {
        consume(dataSource.tableView(table, cellForRowAt: IndexPath(row: row, section: 0)))
        drawn += 1
    }
    return drawn
}

func wholeAppCases(startsPerSample starts: Int, orders count: Int) -> [Case] {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("mvvm-by-hand-benchmarks-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    Device.documents = folder
    Device.log = { _ in }
    let file = folder.appendingPathComponent("orders.json")
    // The window is not key, so nothing is drawn and nothing appears: the list's first
    // refresh, which starts when it appears, never starts, and no sync runs.
    guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
        fatalError("The benchmarks need the app's window scene.")
    }
    let window = UIWindow(windowScene: scene)

    func writeOrders(_ orders: [Order]) {
        do {
            try JSONEncoder().encode(orders).write(to: file)
        } catch {
            fatalError("The benchmarks cannot write \(file.path): \(error)")
        }
    }
    let startFloor = Case("cold start by hand: read the file, show its list") {
        writeOrders(OrdersServer.sampleOrders)
        return timed(starts) {
            for _ in 0..<starts {
                let screen = HandOrdersScreen()
                let data = FileManager.default.contents(atPath: file.path) ?? Data()
                screen.orders = (try? JSONDecoder().decode([Order].self, from: data)) ?? []
                window.rootViewController = screen
                screen.tableView.reloadData()
                consume(screen.view)
            }
        }
    }
    let start = Case(
        "cold start of the app: sign in until its list shows", floor: startFloor
    ) {
        writeOrders(OrdersServer.sampleOrders)
        return timed(starts) {
            for _ in 0..<starts {
                let app = App(window: window)
                app.start()
                guard let signIn = window.rootViewController,
                    let field = signIn.view.subviews.compactMap({ $0 as? UITextField }).first
                else { fatalError("The sign-in screen shows no text field.") }
                field.text = "Anna"
                field.sendActions(for: .editingChanged)
                field.sendActions(for: .primaryActionTriggered)
                guard let flow = window.rootViewController else { fatalError("No session opened.") }
                consume(table(in: flow))
                app.session?.close()
            }
        }
    }

    let orders = (0..<count).map { Order(id: $0, title: "Order \($0)", amount: $0 % 500) }
    let byHand = HandOrdersScreen()
    consume(byHand.view)
    let listFloor = Case("\(count) orders by hand: set, reload, scroll to the end") {
        timed(count) {
            byHand.orders = orders
            byHand.tableView.reloadData()
            consume(scroll(byHand.tableView))
        }
    }
    writeOrders([])
    let session = OrdersSession(userName: "Anna")
    session.open()
    let list = OrdersScreen()
    let viewModel = OrdersViewModel(withServices: session.container)
    list.viewModel = viewModel
    let bound = Case(
        "\(count) orders on the app's list: bound and scrolled", floor: listFloor,
        target: 2.0
    ) {
        // The screen, which keeps the adapter, is kept by this closure.
        let listTable = table(in: list)
        return timed(count) {
            viewModel.orders.setItems(orders, mode: .keepSelectedItems)
            consume(scroll(listTable))
        }
    }
    return [startFloor, start, listFloor, bound]
}
