import TestSupport
import Testing

@testable import Chapter7
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("2. A responder hears only its descendants")
    struct OnlyDescendantsTests {
        @Test("A responder does not hear what its sibling sends; the one above both hears it")
        func siblingIsNotHeard() async {
            let heard = Heard()
            let view = VStack {
                Sender(title: "Inside", value: Ping())
                    .onEvent { value in
                        heard.lines.append("list: \(type(of: value))")
                        return value
                    }
                Sender(title: "Beside", value: Pong())
            }
            .onEvent { value in
                heard.lines.append("screen: \(type(of: value))")
                return nil
            }
            await onScreen(hosting: view) { window, screen in
                tap("Inside", on: screen)
                tap("Beside", on: screen)
                #expect(heard.lines == ["list: Ping", "screen: Ping", "screen: Pong"])
            }
        }

        @Test("Moving the list into a banner changes neither the row that sends nor the screen")
        func containerChangesNothing() async {
            let heard = Heard()
            await onScreen(hosting: OnlyDescendants.OrdersScreen { heard.lines.append($0) }) {
                window, screen in
                tap("Open order 2", on: screen)
                let before = heard.lines
                heard.lines = []
                tap("Add a banner", on: screen)
                #expect(screen.contentLines().first == "Free delivery this week")
                tap("Open order 2", on: screen)
                #expect(before == ["OrdersList hears OpenOrder", "OrdersScreen hears OpenOrder"])
                #expect(heard.lines == before)
            }
        }
    }
}
