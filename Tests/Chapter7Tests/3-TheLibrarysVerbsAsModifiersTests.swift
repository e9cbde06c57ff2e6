import Observation
import TestSupport
import Testing

@testable import Chapter7
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("3. The library's verbs as modifiers")
    struct LibraryVerbsTests {
        private static func feature(
            _ body: @MainActor (UIHostingController<LibraryVerbs.OrdersFeature>) async -> Void
        ) async {
            await onScreen(hosting: LibraryVerbs.OrdersFeature(model: LibraryVerbs.OrdersModel())) {
                _, screen in await body(screen)
            }
        }

        @Test("An event button's event is transformed by the list and handled by the feature")
        func transformedAndHandled() async {
            await Self.feature { screen in
                let steps = hops { tap("Open order 1", on: screen) }
                #expect(
                    steps == [
                        "OrdersList: receives OpenOrder", "OrdersList: passes OpenOrder on",
                        "OrdersList: turns OpenOrder into ShowOrder",
                        "OrdersList: passes ShowOrder on",
                        "OrdersScreen: passes ShowOrder on", "OrdersScreen: handles ShowOrder",
                    ])
                #expect(screen.contentLines().first == "Showing Order #1, Paper")
            }
        }

        @Test("A receiver that says handled ends the trip where it is")
        func receiverKeepsIt() async {
            await Self.feature { screen in
                let steps = hops { tap("Open order 2", on: screen) }
                #expect(steps == ["OrdersList: receives OpenOrder"])
                #expect(screen.contentLines().first == "No order open")
            }
        }

        @Test("An error a child reports is caught above it and turned into an event")
        func errorCaughtIntoAnEvent() async {
            await Self.feature { screen in
                let steps = hops { tap("Sync", on: screen) }
                #expect(steps.first == "OrdersScreen: turns SessionExpired into ShowSignIn")
                #expect(steps.last == "OrdersScreen: handles ShowSignIn")
                #expect(screen.contentLines().first == "Please sign in again")
            }
        }

        @Test("A handler that throws sends its error on up from itself, to the alert")
        func thrownErrorGoesUpToTheAlert() async {
            await Self.feature { screen in
                let steps = hops { tap("Open order 3", on: screen) }
                #expect(steps.contains("OrdersScreen: throws OrderGone"))
                #expect(!steps.contains("OrdersList: passes OrderGone on"))
                #expect(steps.last == "AlertErrors: receives OrderGone")
                #expect(screen.screenLines().contains { $0.contains("Order gone  (alert)") })
                tap("OK", on: screen)
                #expect(!screen.screenLines().contains { $0.contains("(alert)") })
            }
        }

        @Test("A handler for one type lets the others go on untouched")
        func typedVerbsFilter() async {
            let heard = Heard()
            let view = Pinger()
                .handleEvent(Pong.self) { _ in heard.lines.append("Pong") }
                .receiveError(OrderGone.self) { _ in .handled }
                .transformEvent(Pong.self) { _ in Ping() }
                .catchError(OrderGone.self) { _ in Pong() }
                .handleEvent(Ping.self) { _ in heard.lines.append("Ping") }
                .handleError(Broken.self) { _ in heard.lines.append("Broken") }
            await onScreen(hosting: view) { window, screen in
                tap("Ping", on: screen)
                tap("Break", on: screen)
                #expect(heard.lines == ["Ping", "Broken"])
            }
        }

        @Test("A transform or a catch that throws sends its error on from itself")
        func throwingTransform() async {
            let heard = Heard()
            let view = Pinger()
                .transformEvent(Ping.self) { _ in throw OrderGone(id: 1) }
                .catchError(Broken.self) { _ in throw OrderGone(id: 2) }
                .handleError(OrderGone.self) { gone in heard.lines.append("gone \(gone.id)") }
            await onScreen(hosting: view) { window, screen in
                tap("Ping", on: screen)
                tap("Break", on: screen)
                #expect(heard.lines == ["gone 1", "gone 2"])
            }
        }

        @Test("An error can be replaced by another on its way up, traced where it turns")
        func errorTransformed() async {
            let heard = Heard()
            let view = Pinger()
                .transformError(Broken.self) { _ in OrderGone(id: 4) }
                .handleError(OrderGone.self) { gone in heard.lines.append("gone \(gone.id)") }
            await onScreen(hosting: view) { window, screen in
                let steps = hops { tap("Break", on: screen) }
                #expect(heard.lines == ["gone 4"])
                #expect(steps.first == "Pinger: turns Broken into OrderGone", "\(steps)")
            }
        }

        @Test("An event button takes the titles a Button takes: a literal, a key, any string")
        func eventButtonTitles() async {
            let heard = Heard()
            let title: Substring = "From a string"
            let view = VStack {
                EventButton("A literal \(1)", event: Ping())
                EventButton(LocalizedStringKey("A key"), event: Ping())
                EventButton(title, event: Ping())
            }
            .handleEvent(Ping.self) { _ in heard.lines.append("Ping") }
            await onScreen(hosting: view) { window, screen in
                for title in ["A literal 1", "A key", "From a string"] {
                    tap(title, on: screen)
                }
                #expect(heard.lines == ["Ping", "Ping", "Ping"])
            }
        }

        @Test("A trace names each responder by the view it modifies")
        func responderNames() {
            #expect(responderName(of: LibraryVerbs.OrdersList.self) == "OrdersList")
            #expect(
                responderName(of: ModifiedContent<LibraryVerbs.OrdersList, Unchanged>.self)
                    == "OrdersList")
            #expect(responderName(of: VStack<Text>.self) == "VStack")
        }

        @Test("The feature's handlers capture its model, and the model and screen go with it")
        func featureLeaksNothing() async {
            weak var model: LibraryVerbs.OrdersModel?
            weak var screen: UIViewController?
            do {
                let kept = LibraryVerbs.OrdersModel()
                await onScreen(hosting: LibraryVerbs.OrdersFeature(model: kept)) { window, shown in
                    tap("Open order 1", on: shown)
                    tap("Sync", on: shown)
                    (model, screen) = (kept, shown)
                }
            }
            #expect(model == nil)
            #expect(screen == nil)
        }

        @Test("A model that keeps the trigger it reads is never freed: the leak the page warns of")
        func keptTriggerLeaks() async {
            weak var model: KeepsItsTrigger?
            weak var screen: UIViewController?
            do {
                let kept = KeepsItsTrigger()
                await onScreen(
                    hosting: TriggerKeeper(model: kept).handleEvent(Ping.self) { _ in
                        kept.pings += 1
                    }
                ) { window, shown in
                    tap("Keep", on: shown)
                    (model, screen) = (kept, shown)
                }
            }
            #expect(model != nil)
            #expect(screen == nil)
        }
    }
}

/// The known-bad variant: a model that keeps the `TriggerEvent` its view read, to trigger
/// later, while a handler above captures the model. The trigger holds the handler, the
/// handler the model, the model the trigger.
@MainActor
final class KeepsItsTrigger {
    var pings = 0
    var triggerLater: TriggerEvent?
}

struct TriggerKeeper: View {
    @Environment(\.triggerEvent) private var triggerEvent
    let model: KeepsItsTrigger

    var body: some View {
        Button("Keep") { model.triggerLater = triggerEvent }
    }
}

/// A modifier that changes nothing, to wrap a view in `ModifiedContent`.
struct Unchanged: ViewModifier {
    func body(content: Content) -> some View { content }
}
