import ChapterRunner
import MVVMKit
import OrdersApp

/// "A cell's action goes up the responder chain": a row's Details button sends its event up
/// (chapter 7) to the flow's navigation controller, which hands it to the flow model
/// (chapter 8), which opens the screen with the session's router (chapter 3).
func aCellsActionGoesUp(on phone: Phone) {
    ResponderChain.trace = { responder, step in print("  \(responder): \(step)") }
    phone.tapDetails(inRow: 1)
    ResponderChain.trace = nil
    phone.goBack()
}
