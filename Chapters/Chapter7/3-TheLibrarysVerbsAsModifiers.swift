import ChapterRunner
import MVVMKit
import Observation

#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// "The library's verbs as modifiers": the same screen with typed events and errors, each
/// responder a modifier that receives, handles, transforms or catches, and every hop traced.
enum LibraryVerbs {
    /// What the screen shows. The feature's root keeps it; the handlers capture it, which
    /// keeps nothing alive: they live in the environment of the views they belong to.
    @Observable
    final class OrdersModel {
        var shown = "No order open"
    }

    /// A row: its button triggers `OpenOrder` and needs no closure from above.
    struct OrderRow: View {
        let id: Int

        var body: some View {
            EventButton("Open order \(id)", event: OpenOrder(id: id))
        }
    }

    struct OrdersList: View {
        var body: some View {
            List(1...3, id: \.self) { id in OrderRow(id: id) }
        }
    }

    /// Below the list, a button whose sync the server answers: the session is over.
    struct SyncBar: View {
        @Environment(\.reportError) private var reportError

        var body: some View {
            Button("Sync") { reportError(SessionExpired()) }
        }
    }

    /// The screen. The list keeps taps on an archived order and turns the others into
    /// `ShowOrder`, since it knows the names.
    struct OrdersScreen: View {
        let model: OrdersModel

        var body: some View {
            VStack {
                Text(model.shown)
                OrdersList()
                    .receiveEvent(OpenOrder.self) { event in
                        guard event.id == 2 else { return .notHandled }
                        print("  (order #2 is archived: OrdersList keeps the tap)")
                        return .handled
                    }
                    .transformEvent(OpenOrder.self) { event in
                        ShowOrder(title: OrderNames.title(ofOrder: event.id))
                    }
                SyncBar()
            }
        }
    }

    /// The feature's root, where its responders are. Order #3 was deleted on the server, so
    /// showing it throws, and the error goes on up to the alert.
    struct OrdersFeature: View {
        let model: OrdersModel

        var body: some View {
            OrdersScreen(model: model)
                .catchError(SessionExpired.self) { _ in ShowSignIn() }
                .handleEvent(ShowOrder.self) { event in
                    if event.title.hasPrefix("Order #3") { throw OrderGone(id: 3) }
                    model.shown = "Showing \(event.title)"
                }
                .handleEvent(ShowSignIn.self) { _ in model.shown = "Please sign in again" }
                .handleAlertErrors()
        }
    }

    static func run(in window: UIWindow) {
        let screen = UIHostingController(rootView: OrdersFeature(model: OrdersModel()))
        window.rootViewController = screen
        tapButton("Open order 2", on: screen)
        tapButton("Sync", on: screen)
        tapButton("Open order 3", on: screen)
    }
}

extension OrderGone: AlertableError {
    var title: String? { "Order gone" }
    var message: String { "Order #\(id) was deleted." }
}
