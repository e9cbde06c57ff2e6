import TestSupport
import Testing

@testable import Chapter7
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("1. A closure in the environment")
    struct ClosureInTheEnvironmentTests {
        @Test("A row's event reaches the screen's responder three levels up, through the list's")
        func rowReachesTheScreen() async {
            await onScreen(hosting: ClosureChain.OrdersScreen()) { window, screen in
                #expect(screen.contentLines().first == "No order open")
                tap("Open order 3", on: screen)
                #expect(screen.contentLines().first == "Showing Order #3, Oak desk")
            }
        }

        @Test("A responder's answer goes on up in the value's place; nil ends the trip")
        func answerGoesUpInItsPlace() async {
            let heard = Heard()
            let view = VStack {
                Sender(title: "Pass", value: Ping())
                    .onEvent { _ in Pong() }
                Sender(title: "Keep", value: Ping())
                    .onEvent { _ in nil }
            }
            .onEvent { value in
                heard.lines.append("\(type(of: value))")
                return nil
            }
            await onScreen(hosting: view) { window, screen in
                tap("Pass", on: screen)
                tap("Keep", on: screen)
                #expect(heard.lines == ["Pong"])
            }
        }

        @Test("What every responder answers with a value reaches the top and follows the policy")
        func topFollowsThePolicy() async {
            await onScreen(hosting: Sender(title: "Send", value: Ping()).onEvent { $0 }) {
                window, screen in
                let lines = warnings(under: .warn) { tap("Send", on: screen) }
                #expect(lines.count == 1)
                #expect(lines.first?.hasPrefix("Nobody handled Ping") == true, "\(lines)")
            }
        }

        @Test("Strict: a value nobody handles stops, naming its type")
        func strictStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                do {
                    await onScreen(hosting: Sender(title: "Send", value: Ping())) { _, screen in
                        _ = screen.tap("Send")
                    }
                }
            }
            let message = stopMessage(result?.standardErrorContent)
            #expect(
                missingPhrases(["Nobody handled Ping", "Answer nil in one of them"], in: message)
                    .isEmpty, "\(message)")
        }
    }
}
