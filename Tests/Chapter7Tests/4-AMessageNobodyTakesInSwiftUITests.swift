import TestSupport
import Testing

@testable import Chapter7
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("4. A message nobody takes, in SwiftUI")
    struct NobodyTakesItTests {
        private static func feature(
            _ body:
                @MainActor (
                    UIHostingController<NobodyTakesIt.OrdersFeature>, NobodyTakesIt.PendingSync
                ) async -> Void
        ) async {
            let pending = NobodyTakesIt.PendingSync()
            await onScreen(hosting: NobodyTakesIt.OrdersFeature(pending: pending)) { _, screen in
                await body(screen, pending)
            }
        }

        @Test("Warn: one line names the event, the responders it passed and what to add")
        func warnNamesThePath() async {
            await Self.feature { screen, _ in
                let lines = warnings(under: .warn) { tap("Refresh", on: screen) }
                #expect(
                    lines == [
                        "Nobody handled Refresh. It went OrdersScreen. Handle it with "
                            + "handleEvent(Refresh.self) on a view above the one that sends it."
                    ])
            }
        }

        @Test("Strict: an event nobody takes stops, naming it and what to add")
        func strictStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await Self.feature { screen, _ in
                    _ = screen.tap("Refresh")
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(
                    ["Nobody handled Refresh", "handleEvent(Refresh.self)", "warns instead"],
                    in: message
                ).isEmpty, "\(message)")
        }

        @Test("Strict: an error no view above takes stops, naming handleError")
        func strictErrorStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                do {
                    await onScreen(hosting: Pinger()) { _, screen in
                        _ = screen.tap("Break")
                    }
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(
                    ["Nobody handled Broken", "No view above", "handleError(Broken.self)"],
                    in: message
                ).isEmpty, "\(message)")
        }

        @Test("A message that reaches a responder after its view left only warns, even strict")
        func lateMessageWarns() async {
            await Self.feature { screen, pending in
                tap("Sync order 1", on: screen)
                tap("Close details", on: screen)
                #expect(screen.contentLines() == ["[ Refresh ]"])
                let lines = warnings(under: .strict) { pending.answer?() }
                #expect(
                    lines == [
                        "SessionExpired reached SyncButton after it left the screen, and nobody "
                            + "took it. It went SyncButton."
                    ])
            }
        }

        @Test("A view that left can still send: a responder still on screen takes it")
        func senderGoneResponderHere() async {
            let heard = Heard()
            await onScreen(
                hosting: Gone().handleEvent(Ping.self) { _ in heard.lines.append("Ping") }
            ) { window, screen in
                tap("Keep", on: screen)
                tap("Hide", on: screen)
                let lines = warnings(under: .strict) { Gone.kept?(Ping()) }
                #expect(lines.isEmpty)
                #expect(heard.lines == ["Ping"])
            }
        }
    }
}

/// A screen whose button keeps its trigger for later, and which can hide that button.
struct Gone: View {
    @MainActor static var kept: TriggerEvent?
    @State private var shows = true

    var body: some View {
        VStack {
            if shows {
                TriggerKeeping()
            }
            Button("Hide") { shows = false }
        }
    }
}

struct TriggerKeeping: View {
    @Environment(\.triggerEvent) private var triggerEvent

    var body: some View {
        Button("Keep") { Gone.kept = triggerEvent }
    }
}
