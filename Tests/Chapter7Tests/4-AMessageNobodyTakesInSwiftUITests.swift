import TestSupport
import Testing

@testable import Chapter7
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("4. A message nobody takes, in SwiftUI")
    struct NobodyTakesItTests {
        private static func feature() -> (
            UIWindow, UIHostingController<NobodyTakesIt.OrdersFeature>, NobodyTakesIt.PendingSync
        ) {
            let pending = NobodyTakesIt.PendingSync()
            let (window, screen) = onScreen(NobodyTakesIt.OrdersFeature(pending: pending))
            return (window, screen, pending)
        }

        @Test("Warn: one line names the event, the responders it passed and what to add")
        func warnNamesThePath() {
            let (window, screen, _) = Self.feature()
            defer { window.isHidden = true }
            let lines = warnings(under: .warn) { tap("Refresh", on: screen) }
            #expect(
                lines == [
                    "Nobody handled Refresh. It went OrdersScreen. Handle it with "
                        + "handleEvent(Refresh.self) on a view above the one that sends it."
                ])
        }

        @Test("Strict: an event nobody takes stops, naming it and what to add")
        func strictStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                await MainActor.run {
                    let (_, screen, _) = Self.feature()
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
                await MainActor.run {
                    let (_, screen) = onScreen(Pinger())
                    _ = screen.tap("Break")
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
        func lateMessageWarns() {
            let (window, screen, pending) = Self.feature()
            defer { window.isHidden = true }
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

        @Test("A view that left can still send: a responder still on screen takes it")
        func senderGoneResponderHere() {
            let heard = Heard()
            let (window, screen) = onScreen(
                Gone().handleEvent(Ping.self) { _ in heard.lines.append("Ping") })
            defer { window.isHidden = true }
            tap("Keep", on: screen)
            tap("Hide", on: screen)
            let lines = warnings(under: .strict) { Gone.kept?(Ping()) }
            #expect(lines.isEmpty)
            #expect(heard.lines == ["Ping"])
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
