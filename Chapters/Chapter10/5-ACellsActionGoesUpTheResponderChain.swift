import ChapterRunner
import MVVMKit
import OrdersApp

/// "A cell's action goes up the responder chain": a row's Details button sends its event up
/// (chapter 7) to the flow's navigation controller, which hands it to the flow model
/// (chapter 8), which opens the screen with the session's router (chapter 3).
func aCellsActionGoesUp(on phone: Phone) {
    print("(the user taps Details on row 1)")
    ResponderChain.trace = { responder, step in print("  \(responder): \(step)") }
    phone.ordersScreen?.cell(at: 1)?.detailsTapped()
    ResponderChain.trace = nil
    print("(the user taps Back)")
    phone.goBack()
}
