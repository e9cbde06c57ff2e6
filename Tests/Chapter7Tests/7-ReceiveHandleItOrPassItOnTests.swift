import Testing

@testable import Chapter7
@testable import ConsoleSwiftUI
@testable import ConsoleUIKit
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("7. Receive: handle it, or pass it on")
    struct ReceiveTests {
        @Test("A receiver that says notHandled lets the event go on; handled stops it")
        func receiverDecides() async {
            await ordersOnScreen { window, navigation, orders in
                var kept: [Int] = []
                var opened: [Int] = []
                navigation.handleEvent(OpenOrder.self) { _, event in opened.append(event.id) }
                orders.receiveEvent(OpenOrder.self) { _, event in
                    guard event.id == 2 else { return .notHandled }
                    kept.append(event.id)
                    return .handled
                }
                orders.cell(at: 1).userTapped()
                orders.cell(at: 0).userTapped()
                #expect(kept == [2])
                #expect(opened == [1])
            }
        }

        @Test("A responder's handlers are asked in the order they were registered")
        func handlersInRegistrationOrder() {
            let view = UIView()
            var asked: [String] = []
            view.receiveEvent(Ping.self) { _, _ in
                asked.append("first")
                return .notHandled
            }
            view.handleEvent(Ping.self) { _, _ in asked.append("second") }
            view.handleEvent(Ping.self) { _, _ in asked.append("third") }
            view.triggerEvent(Ping())
            #expect(asked == ["first", "second"])
        }
    }
}
