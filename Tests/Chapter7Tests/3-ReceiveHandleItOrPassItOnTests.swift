import Testing

@testable import Chapter7
@testable import MVVMKit

extension Chapter7Claims {
    @Suite("3. Receive: handle it, or pass it on")
    struct ReceiveTests {
        @Test("A receiver that says notHandled lets the event go on; handled stops it")
        func receiverDecides() {
            let (window, navigation, orders) = ordersOnScreen()
            defer { window.isHidden = true }
            var kept: [Int] = []
            var opened: [Int] = []
            navigation.handleEvent(OpenOrder.self) { opened.append($0.id) }
            orders.receiveEvent(OpenOrder.self) { event in
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
}
